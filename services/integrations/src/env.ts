import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'integrations';

/** Discord's own REST API; tests and the browser tests point `DISCORD_API_URL` at a local fake. */
export const defaultDiscordApiUrl = 'https://discord.com/api';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

export const envShape = {
  /** Games: a game, its players and plan; a game by invite code (internal reads). */
  GAMES_URL: z.url(),
  /** Matches: the legs' tables (/standings), a player's matches and reports (/matches, /report). */
  MATCHES_URL: z.url().optional(),
  /** Catalog: the banlist versions of /week and the week announcement, and card names. */
  CATALOG_URL: z.url().optional(),
  /** Discord's REST base URL (without the version). */
  DISCORD_API_URL: z.url().default(defaultDiscordApiUrl),
  /** The Discord application; without all three the bot is "not configured" and nothing is sent. */
  DISCORD_APPLICATION_ID: optionalText,
  /** Hex Ed25519 public key that signs the interactions Discord posts. */
  DISCORD_PUBLIC_KEY: optionalText,
  DISCORD_BOT_TOKEN: optionalText,
  /**
   * The address users open Progression at (e.g. `https://progression.example.org`), for the buttons that
   * open a page of it (a draft waiting); without it those buttons are left out.
   */
  WEB_APP_URL: optionalText.pipe(z.url().optional()).transform((value) => value?.replace(/\/+$/, '')),
};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);

/** The bot's settings when all of them are present; undefined means the bot is not configured. */
export interface DiscordSettings {
  apiUrl: string;
  applicationId: string;
  publicKey: string;
  botToken: string;
}

export function discordSettings(env: Env): DiscordSettings | undefined {
  const { DISCORD_API_URL, DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY, DISCORD_BOT_TOKEN } = env;
  if (!DISCORD_APPLICATION_ID || !DISCORD_PUBLIC_KEY || !DISCORD_BOT_TOKEN) return undefined;
  return {
    apiUrl: DISCORD_API_URL,
    applicationId: DISCORD_APPLICATION_ID,
    publicKey: DISCORD_PUBLIC_KEY,
    botToken: DISCORD_BOT_TOKEN,
  };
}
