import { defineHandler } from '@progression/service-kit';
import { KnownGame } from '../../models/known-game';

/** Remembers the game's name (for the texts) and its creator (its admin). Idempotent: a plain upsert. */
export const gameCreated = defineHandler({
  name: 'remember-game',
  events: ['game.created'],
  async handle({ data }) {
    await KnownGame.updateOne(
      { _id: data.gameId },
      { $set: { name: data.name, creatorUserId: data.creatorUserId } },
      { upsert: true },
    );
  },
});
