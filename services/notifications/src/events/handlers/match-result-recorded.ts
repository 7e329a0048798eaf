import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { notifyPlayers } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { namesOfPlayers } from '../../models/player';

/**
 * Both players of the match: the event does not say who recorded (or reset) the result, and the one
 * who did gains from it too (their other tabs and devices refresh). Each is told their own outcome and
 * whom it was against (the event names players by id; their names come from the players this service
 * keeps, "your opponent" for one not known yet), so a week's several results read apart. A player not
 * known yet is told once their game.player.joined comes.
 */
export const matchResultRecorded = defineHandler({
  name: 'match-result-recorded',
  events: ['match.result.recorded'],
  async handle(event) {
    const { data } = event;
    const game = await gameNameOf(data.gameId);
    const names = await namesOfPlayers(data.gameId, [data.firstPlayerId, data.secondPlayerId]);
    const opponentOf = (playerId: string) =>
      names.get(playerId === data.firstPlayerId ? data.secondPlayerId : data.firstPlayerId) ??
      messages.notifications.someOpponent;
    await notifyPlayers({
      eventId: event.id,
      kind: data.winnerId === null ? 'MATCH_RESET' : 'MATCH_RESULT',
      gameId: data.gameId,
      occurredAt: event.occurredAt,
      recipients: [data.firstPlayerId, data.secondPlayerId].map((playerId) => ({
        playerId,
        message:
          data.winnerId === null
            ? messages.notifications.resultReset(data.week, opponentOf(playerId), game)
            : messages.notifications.resultRecorded(
                data.week,
                opponentOf(playerId),
                game,
                data.winnerId === playerId,
              ),
        link: links.overview(data.gameId),
      })),
    });
  },
});
