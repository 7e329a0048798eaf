import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createTables } from '../../domain/booster-table/create-table';
import { createDrafts } from '../../domain/create-draft';
import { weeklyDraftId } from '../../domain/weekly-draft';
import { weeklyStages } from '../../domain/stage-plan';

/**
 * Every player of the week gets its WEEKLY draft, made from the week's plan the event carries. Exactly
 * once per game, week and player: the draft's id is derived from them and created by an insert-only
 * upsert, all of the week's in one bulk write (see domain/create-draft.ts). Each BOOSTER_DRAFT stage seats
 * the week's players in join order at its table, once (domain/booster-table/create-table.ts).
 */
export const weekStarted = (clients: Clients) =>
  defineHandler({
    name: 'weekly-drafts',
    events: ['game.week.started'],
    async handle(event) {
      const { gameId, week, players, plan } = event.data;
      const stages = weeklyStages(
        { weeks: [{ week, weekSets: plan.weekSets }], draftConfig: plan.draftConfig },
        week,
      );
      const seated = [...players].sort((a, b) => a.joinOrder - b.joinOrder);
      // Tables first: once a player's draft can be read, so can its table (the draft page leads to it).
      await createTables(
        {
          gameId,
          gameName: event.data.gameName,
          week,
          stages,
          players: seated.map((player) => ({
            playerId: player.playerId,
            userId: player.userId,
            username: player.username,
            draftId: weeklyDraftId(gameId, week, player.playerId),
          })),
        },
        clients,
      );
      await createDrafts(
        seated.map((player) => ({
          id: weeklyDraftId(gameId, week, player.playerId),
          gameId,
          playerId: player.playerId,
          userId: player.userId,
          week,
          source: 'WEEKLY' as const,
          stages,
        })),
        clients,
      );
    },
  });
