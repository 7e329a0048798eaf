import { messages } from '@progression/contracts/messages';
import {
  commandInteraction,
  discordPermissions,
  interactionSigner,
  snowflake,
  startFakeDiscord,
  type FakeDiscord,
} from '@progression/discord-fake';
import type { Browser } from 'playwright-core';
import {
  apiClient,
  eventually,
  launchBrowser,
  loginInBrowser,
  newPage,
  registerUser,
  startTestStack,
  uniqueUser,
  type Api,
  type RecordedPage,
  type TestStack,
  screenshots,
} from '../harness';

// A whole stack and a browser on a small machine.
jest.setTimeout(300_000);

const shot = screenshots('tristan-');

const t = messages.integrations;

describe('Tristan, the chat bot', () => {
  const botToken = 'e2e-bot-token';
  const signer = interactionSigner();
  let discord: FakeDiscord;
  let stack: TestStack;
  let browser: Browser;
  let recorded: RecordedPage;
  let api: Api;
  const admin = uniqueUser('tristan');

  beforeAll(async () => {
    // Discord is played by a local server; the stack's integrations service talks to it.
    discord = await startFakeDiscord({ botToken });
    stack = await startTestStack({
      serviceEnv: {
        integrations: {
          DISCORD_API_URL: discord.url,
          DISCORD_APPLICATION_ID: '100000000000000001',
          DISCORD_PUBLIC_KEY: signer.publicKeyHex,
          DISCORD_BOT_TOKEN: botToken,
        },
      },
    });
    browser = await launchBrowser();
    api = apiClient(stack.url);
    await registerUser(api, admin);
    recorded = await newPage(browser, stack.url);
  });
  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await stack?.stop();
    await discord?.stop();
  });

  it('registers with /subscribe, lets the admin pick the channel, and announces a started week there', async () => {
    const { page } = recorded;
    const token = await loginInBrowser(page, admin, '/games/overview');
    const mode = await api.request<{ id: string }>(
      'POST',
      '/rest/api/progression-mode/new',
      undefined,
      token,
    );
    const created = await api.request<{ id: string; name: string; inviteCode: string }>(
      'POST',
      '/rest/api/progression-game',
      { modeId: mode.body.id, settings: { givePriorDraftsToLateJoiners: false } },
      token,
    );
    expect(created.status).toBe(201);
    const game = created.body;

    // The admin opens the chat-bot panel: nothing is registered yet.
    await page.evaluate((id) => localStorage.setItem('selected_game_id', id), game.id);
    await page.goto(`/games/game/${game.id}/admin`);
    const panel = page.getByRole('region', { name: t.panelTitle });
    await panel.getByText(t.notRegistered(game.inviteCode)).waitFor();
    await panel.getByRole('button', { name: `Copy invite code ${game.inviteCode}` }).waitFor();
    await shot(page, 'not-registered');

    // In the league's server, a member with Manage Server uses /subscribe in #general (signed like Discord).
    const guildId = snowflake();
    const general = snowflake();
    const league = snowflake();
    discord.addGuild({
      id: guildId,
      name: 'Duel Academy',
      channels: [
        { id: general, name: 'general' },
        { id: league, name: 'league-news' },
        { id: snowflake(), name: 'Voice', type: 2 },
      ],
    });
    const interaction = JSON.stringify(
      commandInteraction({
        name: 'subscribe',
        guildId,
        channelId: general,
        permissions: discordPermissions.manageGuild,
        options: [{ name: 'invite_code', type: 3, value: game.inviteCode }],
      }),
    );
    const response = await fetch(`${stack.url}/integrations/discord/interactions`, {
      method: 'POST',
      headers: signer.headersFor(interaction),
      body: interaction,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { content: string } }).data.content).toBe(
      t.subscribed(game.name, 'general'),
    );

    // The panel shows the server and its channels; the admin picks #league-news and saves.
    await page.reload();
    await panel.getByText('Duel Academy').waitFor();
    await panel.getByRole('combobox', { name: t.defaultChannel }).click();
    await page.getByRole('option', { name: '#league-news' }).click();
    await panel.getByRole('button', { name: t.save }).click();
    await page.getByText(t.configUpdated, { exact: true }).waitFor();
    await shot(page, 'registered');

    // The admin starts week 1: Tristan announces it in #league-news.
    await page.getByRole('button', { name: 'Start next week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start next week' });
    await dialog.getByRole('button', { name: 'Start week 1' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually('the week announcement', () => discord.messagesIn(league).length === 1);
    expect(discord.messagesIn(league)[0]).toContain(t.announceWeekStarted(game.name, 1));
    expect(discord.messagesIn(general)).toEqual([]);

    // The panel lists it, sent.
    await page.reload();
    const list = panel.getByRole('region', { name: t.lastAnnouncements });
    await list.getByText(t.announceWeekStarted(game.name, 1), { exact: false }).waitFor();
    await list.getByText(t.deliveryStates.SENT, { exact: true }).waitFor();
    await shot(page, 'announced');
    expect(recorded.consoleErrors).toEqual([]);
  });
});
