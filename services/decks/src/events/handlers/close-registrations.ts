import type { EventEnvelope } from '@progression/contracts';
import { applyOnce, defineHandler } from '@progression/service-kit';
import { ensureWeek } from '../../domain/registrations';
import { PlayedMatch } from '../../models/played-match';
import { RegistrationWeek, registrationWeekId } from '../../models/registration-week';

type ResultEvent = EventEnvelope<'match.result.recorded' | 'match.result.reported'>;

/** The match a result event says was played, with its two players; none for a reset (no winner). */
function playedMatchOf(event: ResultEvent) {
  if (event.type === 'match.result.reported') {
    const { gameId, matchId, week, reporter, opponent } = event.data;
    return { gameId, matchId, week, playerIds: [reporter.playerId, opponent.playerId] };
  }
  const { gameId, matchId, week, firstPlayerId, secondPlayerId, winnerId } = event.data;
  return winnerId === null
    ? undefined
    : { gameId, matchId, week, playerIds: [firstPlayerId, secondPlayerId] };
}

/**
 * A reported result closes its week's registration (the first one; later ones find it closed) and lets the
 * two players see each other's registered deck for that week. A result counts as reported when it is
 * recorded, or, with the game's confirmed results on, as soon as a player reports it (before the opponent
 * confirms it: the match was played). The close carries the event id (the kit's inbox) and applies only to
 * a week still open; the played match is an upsert under the match's id. So a redelivery, a second replica
 * or results arriving in any order change nothing twice. A reset (no winner) neither closes nor hides
 * anything: registration is over once a result was seen.
 */
export const closeRegistrations = defineHandler({
  name: 'close-registrations',
  events: ['match.result.recorded', 'match.result.reported'],
  async handle(event) {
    const played = playedMatchOf(event);
    if (!played) return;
    const { gameId, matchId, week, playerIds } = played;
    await ensureWeek(gameId, week);
    await applyOnce(
      RegistrationWeek,
      event.id,
      { _id: registrationWeekId(gameId, week), closedAt: null },
      { $set: { closedAt: new Date(event.occurredAt), closedByMatchId: matchId } },
    );
    await PlayedMatch.updateOne(
      { _id: matchId },
      { $setOnInsert: { gameId, week, playerIds } },
      { upsert: true, timestamps: false },
    );
  },
});
