import { createEvent } from '@progression/contracts';
import { outboxPush } from '@progression/service-kit';
import { League } from '../models/league';
import { legsOfGame } from './legs-of-game';
import { serviceName } from '../env';

/**
 * Records match.leg.completed for every complete leg not announced yet. The condition on
 * `announcedLegs` makes it once per leg whatever the redeliveries; the event goes with that mark in one
 * write, through the game's outbox.
 */
export async function announceCompletedLegs(gameId: string): Promise<void> {
  const legs = await legsOfGame(gameId);
  for (const leg of legs.filter((each) => each.complete)) {
    const event = createEvent('match.leg.completed', serviceName, {
      version: 1,
      gameId,
      leg: leg.leg,
      firstWeek: leg.firstWeek,
      lastWeek: leg.lastWeek,
      entries: leg.entries,
    });
    await League.updateOne(
      { _id: gameId, announcedLegs: { $ne: leg.leg } },
      { $push: { announcedLegs: leg.leg, ...outboxPush(event) } },
    );
  }
}
