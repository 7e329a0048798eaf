import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/** An Ed25519 key pair standing in for a Discord application's: the service gets `publicKeyHex`. */
export interface InteractionSigner {
  /** 64 hex digits, as Discord's developer portal shows an application's public key. */
  publicKeyHex: string;
  /** The headers Discord sends with `body` (signature of timestamp + body). */
  headersFor(body: string, timestamp?: number): Record<string, string>;
}

export function interactionSigner(): InteractionSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The raw key is the last 32 bytes of its DER SubjectPublicKeyInfo.
  const publicKeyHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  return {
    publicKeyHex,
    headersFor(body, timestamp = Math.floor(Date.now() / 1000)) {
      return {
        'content-type': 'application/json',
        'x-signature-ed25519': signWith(privateKey, `${timestamp}${body}`),
        'x-signature-timestamp': String(timestamp),
      };
    },
  };
}

const signWith = (key: KeyObject, text: string) => sign(null, Buffer.from(text), key).toString('hex');

let sequence = 0;
/** A fresh snowflake-like id (digits), unique within the process. */
export const snowflake = () => `${Date.now()}${String(++sequence).padStart(6, '0')}`;

/** Permission bits (decimal strings) used in test interactions and guilds. */
export const discordPermissions = {
  none: '0',
  manageGuild: String(1n << 5n),
  viewAndSend: String((1n << 10n) | (1n << 11n)),
  view: String(1n << 10n),
};

/** An application-command interaction as Discord posts it (type 2). */
export function commandInteraction(input: {
  name: string;
  options?: Array<{ name: string; type: number; value: string }>;
  guildId?: string;
  channelId?: string;
  user?: { id: string; username: string };
  permissions?: string;
  resolvedUsers?: Array<{ id: string; username: string }>;
}) {
  const user = input.user ?? { id: snowflake(), username: 'discord-user' };
  return {
    id: snowflake(),
    type: 2,
    application_id: '100000000000000001',
    token: 'interaction-token',
    version: 1,
    guild_id: input.guildId,
    channel_id: input.channelId,
    member: input.guildId
      ? { user: { ...user, global_name: null }, permissions: input.permissions ?? discordPermissions.none }
      : undefined,
    user: input.guildId ? undefined : user,
    data: {
      id: snowflake(),
      name: input.name,
      type: 1,
      options: input.options,
      resolved: input.resolvedUsers
        ? { users: Object.fromEntries(input.resolvedUsers.map((u) => [u.id, { ...u, global_name: null }])) }
        : undefined,
    },
  };
}
