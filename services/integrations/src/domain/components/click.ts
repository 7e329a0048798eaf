import { messages, type ParsedCustomId } from '@progression/contracts';
import { HttpError } from '@progression/service-kit';
import type { Clients } from '../../clients';
import type { InternalGame } from '../../clients/games';
import type { askerOf } from '../commands';
import { privately, type Reply } from '../commands/context';
import { CommandRefusal } from '../commands/followed-game';

/**
 * How a click is answered: a message of its own (4, ephemeral for refusals), the clicked message edited
 * (7), or acknowledged with nothing to change (6).
 */
export type ClickAnswer = { type: 4 | 7; reply: Reply } | { type: 6 };

/** What a button's handler reads: who clicked, in which message, and what its custom_id carries. */
export interface Click<K extends ParsedCustomId['kind']> {
  asker: NonNullable<ReturnType<typeof askerOf>>;
  fields: Extract<ParsedCustomId, { kind: K }>['fields'];
  /** The clicked message: its text, and whether only the user sees it. */
  message: { content: string; ephemeral: boolean };
}

/** The game a button names; a game gone since the button was made makes the button out of date. */
export async function gameOfButton(clients: Clients, gameId: string): Promise<InternalGame> {
  try {
    return await clients.games.internalGame(gameId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw new CommandRefusal(privately(messages.integrations.staleButton));
    throw error;
  }
}
