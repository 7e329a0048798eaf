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

/** Who acts in an interaction: a server member (with permissions) inside a server, a user outside. */
function actor(input: { guildId?: string; user?: { id: string; username: string }; permissions?: string }) {
  const user = input.user ?? { id: snowflake(), username: 'discord-user' };
  return {
    member: input.guildId
      ? { user: { ...user, global_name: null }, permissions: input.permissions ?? discordPermissions.none }
      : undefined,
    user: input.guildId ? undefined : user,
  };
}

/** An option as Discord posts it; `focused` marks the one being typed in an autocomplete. */
export interface InteractionOption {
  name: string;
  type: number;
  value: string;
  focused?: boolean;
}

/**
 * An autocomplete interaction as Discord posts it (type 4) while the user types an option with
 * `autocomplete`: the options filled so far, the focused one holding what was typed.
 */
export function autocompleteInteraction(input: {
  name: string;
  options: InteractionOption[];
  guildId?: string;
  user?: { id: string; username: string };
}) {
  return { ...commandInteraction(input), type: 4 };
}

/**
 * A click on a message component as Discord posts it (type 3): the button's custom_id and the message
 * holding it (its text, and flags 64 when only the user sees it).
 */
export function componentInteraction(input: {
  customId: string;
  guildId?: string;
  channelId?: string;
  user?: { id: string; username: string };
  message?: { content: string; flags?: number };
  componentType?: number;
  values?: string[];
}) {
  return {
    id: snowflake(),
    type: 3,
    application_id: '100000000000000001',
    token: 'interaction-token',
    version: 1,
    guild_id: input.guildId,
    channel_id: input.channelId,
    ...actor(input),
    message: {
      id: snowflake(),
      channel_id: input.channelId,
      content: input.message?.content ?? '',
      flags: input.message?.flags ?? 0,
      components: [],
    },
    data: {
      custom_id: input.customId,
      component_type: input.componentType ?? 2,
      ...(input.values ? { values: input.values } : {}),
    },
  };
}

/** An application-command interaction as Discord posts it (type 2). */
export function commandInteraction(input: {
  name: string;
  options?: InteractionOption[];
  guildId?: string;
  channelId?: string;
  user?: { id: string; username: string };
  permissions?: string;
  resolvedUsers?: Array<{ id: string; username: string }>;
}) {
  return {
    id: snowflake(),
    type: 2,
    application_id: '100000000000000001',
    token: 'interaction-token',
    version: 1,
    guild_id: input.guildId,
    channel_id: input.channelId,
    ...actor(input),
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
