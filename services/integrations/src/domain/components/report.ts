import { messages } from '@progression/contracts';
import { MatchesRefusal } from '../../clients/matches';
import { privately } from '../commands/context';
import { linkedUser } from '../commands/followed-game';
import { openMatchesReply } from '../commands/matches';
import { gameOfButton, type Click, type ClickAnswer } from './click';

const t = messages.integrations;

/**
 * A report button ("I beat joey", "kaiba won"): the clicking user's linked account reports the match's
 * winner through the matches service as themselves, so its rules answer (only the two players or the
 * admin, only the active week). In the user's own /matches list the list is updated in place; under an
 * announcement everyone sees, the user alone is told (the result's own announcement follows).
 */
export async function reportClicked({ asker, fields, message }: Click<'report'>): Promise<ClickAnswer> {
  const { userId } = await linkedUser(asker);
  const game = await gameOfButton(asker.clients, fields.gameId);
  let match;
  try {
    match = await asker.clients.matches.report(userId, fields.matchId, fields.winnerId);
  } catch (error) {
    if (error instanceof MatchesRefusal) return { type: 4, reply: privately(error.message) };
    throw error;
  }
  const name = (playerId: string) => game.players.find((player) => player.id === playerId)?.username ?? '?';
  const loserId = match.firstPlayerId === fields.winnerId ? match.secondPlayerId : match.firstPlayerId;
  const reported = t.reported(name(fields.winnerId), name(loserId));
  const me = game.players.find((player) => player.userId === userId);
  if (message.ephemeral && me)
    return { type: 7, reply: await openMatchesReply(game, me, asker.clients, [reported]) };
  return { type: 4, reply: privately(reported) };
}
