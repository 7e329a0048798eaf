import { discordLimits } from '@progression/contracts';
import { startFakeDiscord, type FakeDiscord } from '@progression/discord-fake';
import { discordApi } from './api';
import { optionType, slashCommands } from './commands';
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
      '/card',
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

  it('is refused as Discord refuses a definition beyond its limits', async () => {
    const api = discordApi({
      apiUrl: discord.url,
      applicationId: '100000000000000001',
      botToken: 'token',
      publicKey: '',
    });
    const tooLong = { ...slashCommands[0]!, description: 'x'.repeat(101) };
    try {
      await expect(api.registerCommands([tooLong])).rejects.toThrow(/Invalid Form Body/);
    } finally {
      api.close();
    }
  });

  it('says what is missing', async () => {
    await expect(registerSlashCommands({})).rejects.toThrow('DISCORD_APPLICATION_ID');
  });
});

describe("the command definitions, against Discord's limits (the contracts')", () => {
  const l = discordLimits;
  const text = (value: string | undefined) => value?.length ?? 0;

  it.each(slashCommands.map((command) => [command.name, command] as const))('/%s', (_, command) => {
    expect(command.name).toMatch(l.namePattern);
    expect(text(command.description)).toBeGreaterThanOrEqual(1);
    expect(text(command.description)).toBeLessThanOrEqual(l.descriptionLength);
    const options = command.options ?? [];
    expect(options.length).toBeLessThanOrEqual(l.options);
    let combined = text(command.name) + text(command.description);
    options.forEach((option, index) => {
      expect(option.name).toMatch(l.namePattern);
      expect(text(option.description)).toBeGreaterThanOrEqual(1);
      expect(text(option.description)).toBeLessThanOrEqual(l.descriptionLength);
      // Discord takes required options before optional ones, and choices or autocomplete, not both.
      if (option.required) expect(options.slice(0, index).every((before) => before.required)).toBe(true);
      if (option.autocomplete) expect(option.choices).toBeUndefined();
      expect((option.choices ?? []).length).toBeLessThanOrEqual(l.choices);
      combined += text(option.name) + text(option.description);
      for (const choice of option.choices ?? []) {
        expect(text(choice.name)).toBeGreaterThanOrEqual(1);
        expect(text(choice.name)).toBeLessThanOrEqual(l.choiceNameLength);
        expect(text(choice.value)).toBeLessThanOrEqual(l.choiceValueLength);
        combined += text(choice.name) + text(choice.value);
      }
    });
    expect(combined).toBeLessThanOrEqual(l.commandCombinedLength);
  });

  it('gives each command and option a unique name, and every option a type the bot reads', () => {
    const names = slashCommands.map((command) => command.name);
    expect(new Set(names).size).toBe(names.length);
    for (const command of slashCommands) {
      const optionNames = (command.options ?? []).map((option) => option.name);
      expect(new Set(optionNames).size).toBe(optionNames.length);
      for (const option of command.options ?? []) expect(option.type).toBe(optionType.string);
    }
  });
});
