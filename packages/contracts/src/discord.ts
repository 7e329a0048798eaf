import { z } from 'zod';
import { objectId } from './primitives';

/**
 * Discord's limits, as its developer docs state them (Application Commands, Message Components,
 * Receiving and Responding), said once: the chat bot's command definitions are checked against them, its
 * messages and autocomplete answers are cut to them, and the interactions Discord posts are validated
 * with them.
 */
export const discordLimits = {
  /** Names of commands and options: 1 to 32 lower-case letters, digits, `-` or `_`. */
  nameLength: 32,
  namePattern: /^[-_\p{Ll}\p{N}]{1,32}$/u,
  /** Descriptions of commands and options: 1 to 100 characters. */
  descriptionLength: 100,
  /** Names, descriptions and choice names and values of one command with its options, together. */
  commandCombinedLength: 4000,
  /** Options of one command, choices of one option, and choices of one autocomplete answer. */
  options: 25,
  choices: 25,
  /** A choice's name, and a string choice's value. */
  choiceNameLength: 100,
  choiceValueLength: 100,
  /** The value a user may type into a string option. */
  stringOptionValueLength: 6000,
  /** A message's text. */
  messageLength: 2000,
  /** Action rows of one message, buttons of one row. */
  actionRows: 5,
  buttonsPerRow: 5,
  /** A component's custom_id, a button's label, a link button's URL. */
  customIdLength: 100,
  buttonLabelLength: 80,
  urlLength: 512,
  /** Values one select menu sends back. */
  selectValues: 25,
} as const;

/** Interaction types Discord posts. */
export const interactionTypes = {
  ping: 1,
  command: 2,
  component: 3,
  autocomplete: 4,
  modalSubmit: 5,
} as const;

/** Interaction response types the bot answers with. */
export const interactionResponseTypes = {
  pong: 1,
  /** A new message (a command's answer, or a click's answer in a message of its own). */
  channelMessage: 4,
  /** A click acknowledged with nothing to change. */
  deferredUpdateMessage: 6,
  /** A click answered by editing the message that holds the button. */
  updateMessage: 7,
  autocompleteResult: 8,
} as const;

/** Message flags: a message only its user sees. */
export const messageFlags = { ephemeral: 64 } as const;

/** Component types: a row holding buttons, a button, a string select menu. */
export const componentTypes = { actionRow: 1, button: 2, stringSelect: 3 } as const;

/** Button styles: blurple, grey, green, red, and a link (a URL, no custom_id, no interaction). */
export const buttonStyles = { primary: 1, secondary: 2, success: 3, danger: 4, link: 5 } as const;

/**
 * What each of the bot's buttons carries in its `custom_id` (`<kind>:<field>:<field>...`, at most 100
 * characters). Discord sends it back unchanged on a click, but anyone can post a forged one, so each is
 * parsed again with these schemas and the bot checks what it names before acting.
 */
export const customIdKinds = {
  /** Report a match's winner as the clicking user: the game, the match and the winning player. */
  report: z.object({ gameId: objectId, matchId: objectId, winnerId: objectId }),
  /** The clicking user's open matches of the game (an ephemeral /matches). */
  matches: z.object({ gameId: objectId }),
  /** The game's current scores again, in the same message. */
  standings: z.object({ gameId: objectId }),
  /** Confirmed results: confirm a match's pending result as the clicking user (its opponent). */
  confirm: z.object({ gameId: objectId, matchId: objectId }),
};
export type CustomIdKind = keyof typeof customIdKinds;
export type CustomIdFields<K extends CustomIdKind> = z.output<(typeof customIdKinds)[K]>;
export type ParsedCustomId = { [K in CustomIdKind]: { kind: K; fields: CustomIdFields<K> } }[CustomIdKind];

/** The order of each kind's fields in the text. */
const customIdFieldOrder: { [K in CustomIdKind]: Array<keyof CustomIdFields<K>> } = {
  report: ['gameId', 'matchId', 'winnerId'],
  matches: ['gameId'],
  standings: ['gameId'],
  confirm: ['gameId', 'matchId'],
};

/** A button's custom_id for its kind and fields. */
export function customIdOf<K extends CustomIdKind>(kind: K, fields: CustomIdFields<K>): string {
  const order = customIdFieldOrder[kind] as Array<keyof CustomIdFields<K>>;
  const text = [kind, ...order.map((name) => String(fields[name]))].join(':');
  if (text.length > discordLimits.customIdLength) throw new Error(`custom_id too long: ${text}`);
  return text;
}

/** The kind and fields a custom_id carries; undefined for anything the bot did not make. */
export function parseCustomId(text: string): ParsedCustomId | undefined {
  if (text.length > discordLimits.customIdLength) return undefined;
  const [kind, ...values] = text.split(':');
  if (!kind || !Object.hasOwn(customIdKinds, kind)) return undefined;
  const order = customIdFieldOrder[kind as CustomIdKind] as string[];
  if (values.length !== order.length) return undefined;
  const parsed = customIdKinds[kind as CustomIdKind].safeParse(
    Object.fromEntries(order.map((name, index) => [name, values[index]])),
  );
  return parsed.success ? ({ kind, fields: parsed.data } as ParsedCustomId) : undefined;
}
