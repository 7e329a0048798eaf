import { applyOnce, defineHandler } from '@progression/service-kit';
import { ensureWeek } from '../../domain/registrations';
import { PlayedMatch } from '../../models/played-match';
import { RegistrationWeek, registrationWeekId } from '../../models/registration-week';

/**
 * A reported result closes its week's registration (the first one; later ones find it closed) and lets the
 * two players see each other's registered deck for that week. The close carries the event id (the kit's
 * inbox) and applies only to a week still open; the played match is an upsert under the match's id. So a
 * redelivery, a second replica or results arriving in any order change nothing twice. A reset (no winner)
 * neither closes nor hides anything: registration is over once a result was seen.
 */
export const closeRegistrations = defineHandler({
  name: 'close-registrations',
  events: ['match.result.recorded'],
  async handle(event) {
    const { gameId, matchId, week, firstPlayerId, secondPlayerId, winnerId } = event.data;
    if (winnerId === null) return;
    await ensureWeek(gameId, week);
    await applyOnce(
      RegistrationWeek,
      event.id,
      { _id: registrationWeekId(gameId, week), closedAt: null },
      { $set: { closedAt: new Date(event.occurredAt), closedByMatchId: matchId } },
    );
    await PlayedMatch.updateOne(
      { _id: matchId },
      { $setOnInsert: { gameId, week, playerIds: [firstPlayerId, secondPlayerId] } },
      { upsert: true, timestamps: false },
    );
  },
});
