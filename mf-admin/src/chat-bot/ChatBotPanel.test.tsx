import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type ChatBotConfigView, type Game } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { ChatBotPanel } from './ChatBotPanel';

const gameId = '64a000000000000000000001';
const game = { id: gameId, name: 'Goat League', activeWeek: 1 } as Game;
const t = messages.integrations;

const unregistered: ChatBotConfigView = {
  gameId,
  guildId: null,
  guildName: null,
  defaultChannel: null,
  candidateChannels: [],
  channels: [],
  inviteCode: 'ABCDEFGHJK',
  botConfigured: true,
};
const registered: ChatBotConfigView = {
  ...unregistered,
  guildId: '111',
  guildName: 'Duel Academy',
  defaultChannel: '201',
  candidateChannels: ['201', '202'],
  channels: [
    { id: '201', name: 'general' },
    { id: '202', name: 'league' },
  ],
};

// jsdom has no network: the integrations service answers here, and every POST is kept.
function serve(config: ChatBotConfigView) {
  const posts: Array<{ url: string; body: unknown }> = [];
  const announcements = [
    {
      id: 'a1',
      gameId,
      kind: 'WEEK_STARTED',
      channelId: '201',
      content: '**Goat League**: week 1 has started!',
      state: 'SENT',
      attempts: 1,
      lastError: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      sentAt: '2026-01-01T00:00:01.000Z',
    },
  ];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    let body: unknown = config;
    if (String(url).includes('/announcements')) body = { announcements };
    if (init.method === 'POST') {
      const sent =
        init.body === undefined ? undefined : (JSON.parse(String(init.body)) as Record<string, unknown>);
      posts.push({ url: String(url), body: sent });
      if (String(url).includes('/config?')) body = { ...config, defaultChannel: sent?.defaultChannel };
      else body = { ...announcements[0], id: 'a2', kind: 'TEST', state: 'PENDING', sentAt: null };
    }
    const text = JSON.stringify(body);
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
  return posts;
}

afterEach(() => queryClient.clear());

const render = () =>
  renderWithTheme(
    <DataProvider>
      <ChatBotPanel game={game} />
    </DataProvider>,
  );

describe('the chat bot panel', () => {
  it('tells the admin to use /subscribe with the invite code before a server registered', async () => {
    serve(unregistered);
    render();
    expect(await screen.findByText(t.notRegistered('ABCDEFGHJK'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite code ABCDEFGHJK' })).toBeTruthy();
  });

  it('shows the server, saves the default channel and sends a test message', async () => {
    const posts = serve(registered);
    render();
    expect(await screen.findByText('Duel Academy')).toBeTruthy();
    const list = await screen.findByRole('region', { name: t.lastAnnouncements });
    expect(await within(list).findByText('**Goat League**: week 1 has started!')).toBeTruthy();
    expect(within(list).getByText(t.deliveryStates.SENT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    fireEvent.click(screen.getByRole('button', { name: t.sendTestMessage }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: expect.stringContaining(`/rest/api/tristan/config?gameId=${gameId}`),
          body: { guildId: '111', defaultChannel: '201', candidateChannels: ['201', '202'] },
        },
        { url: expect.stringContaining(`/rest/api/tristan/test-message?gameId=${gameId}`), body: undefined },
      ]),
    );
  });

  it('says when the bot is not configured', async () => {
    serve({ ...registered, botConfigured: false });
    render();
    expect(await screen.findByText(t.notConfigured)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.sendTestMessage }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
