import { defaultDiscordApiUrl } from '../env';
import { discordApi } from './api';
import { slashCommands } from './commands';

/**
 * `npm run discord:register`: replaces the application's global slash commands with Tristan's. Reads
 * DISCORD_APPLICATION_ID, DISCORD_BOT_TOKEN and DISCORD_API_URL (optional) from the environment.
 */
export async function registerSlashCommands(source: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const applicationId = source.DISCORD_APPLICATION_ID?.trim();
  const botToken = source.DISCORD_BOT_TOKEN?.trim();
  if (!applicationId || !botToken)
    throw new Error('Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN to register the slash commands');
  const api = discordApi({
    apiUrl: source.DISCORD_API_URL?.trim() || defaultDiscordApiUrl,
    applicationId,
    botToken,
    publicKey: '',
  });
  try {
    await api.registerCommands(slashCommands);
  } finally {
    api.close();
  }
  return slashCommands.map((command) => `/${command.name}`);
}

if (require.main === module) {
  registerSlashCommands()
    .then((names) => console.log(`Registered ${names.join(', ')}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
