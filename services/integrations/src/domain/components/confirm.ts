import { messages } from '@progression/contracts';
import { MatchesRefusal } from '../../clients/matches';
import { privately } from '../commands/context';
import { linkedUser } from '../commands/followed-game';
import { gameOfButton, type Click, type ClickAnswer } from './click';

/**
 * Confirm under a pending result's announcement: the clicking user's linked account confirms it through
 * the matches service as themselves, so its rules answer (only the opponent of the reporter, only while
 * it waits). The user alone is told; the confirmed result's own announcement follows.
 */
export async function confirmClicked({ asker, fields }: Click<'confirm'>): Promise<ClickAnswer> {
  const { userId } = await linkedUser(asker);
  await gameOfButton(asker.clients, fields.gameId);
  try {
    await asker.clients.matches.confirm(userId, fields.matchId);
  } catch (error) {
    if (error instanceof MatchesRefusal) return { type: 4, reply: privately(error.message) };
    throw error;
  }
  return { type: 4, reply: privately(messages.matchResults.resultConfirmed) };
}
