import { startFakeDiscord, type FakeDiscord } from '@progression/discord-fake';
import { slashCommands } from './commands';
import { registerSlashCommands } from './register';

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord({ botToken: 'token' });
});
afterAll(() => discord.stop());

describe('registerSlashCommands', () => {
  it("puts Tristan's commands as the application's global commands", async () => {
    const names = await registerSlashCommands({
      DISCORD_APPLICATION_ID: '100000000000000001',
      DISCORD_BOT_TOKEN: 'token',
      DISCORD_API_URL: discord.url,
    });
    expect(names).toEqual([
      '/subscribe',
      '/unsubscribe',
      '/standings',
      '/week',
      '/link',
      '/matches',
      '/report',
    ]);
    expect(discord.requests).toEqual([
      {
        method: 'PUT',
        path: '/applications/100000000000000001/commands',
        authorization: 'Bot token',
        body: slashCommands,
      },
    ]);
  });

  it('says what is missing', async () => {
    await expect(registerSlashCommands({})).rejects.toThrow('DISCORD_APPLICATION_ID');
  });
});
