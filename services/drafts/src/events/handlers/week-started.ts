import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createDraft } from '../../domain/create-draft';
import { weeklyDraftId } from '../../domain/weekly-draft';
import { weeklyStages } from '../../domain/stage-plan';

/**
 * Every player of the game gets the week's WEEKLY draft. Exactly once per game, week and player: the
 * draft's id is derived from them and created by an insert-only upsert (see domain/create-draft.ts).
 */
export const weekStarted = (clients: Clients) =>
  defineHandler({
    name: 'weekly-drafts',
    events: ['game.week.started'],
    async handle(event) {
      const { gameId, week, playerIds } = event.data;
      const { players, plan } = await clients.games.internalGame(gameId);
      const stages = weeklyStages(plan, week);
      const byId = new Map(players.map((player) => [player.id, player]));
      await Promise.all(
        playerIds.map(async (playerId) => {
          const player = byId.get(playerId);
          if (!player) return;
          await createDraft(
            {
              id: weeklyDraftId(gameId, week, playerId),
              gameId,
              playerId,
              userId: player.userId,
              week,
              source: 'WEEKLY',
              stages,
            },
            clients,
          );
        }),
      );
    },
  });
