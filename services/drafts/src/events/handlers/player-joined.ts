import { defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createDraft } from '../../domain/create-draft';
import { weeklyStages } from '../../domain/stage-plan';
import { weeklyDraftId } from '../../domain/weekly-draft';

/**
 * A player who joins a started game gets the current week's draft and, when the game gives late joiners
 * prior drafts, every week before it, made from the started weeks the event carries. Same derived ids as
 * the weekly handler, so nothing is created twice whichever event comes first.
 */
export const playerJoined = (clients: Clients) =>
  defineHandler({
    name: 'late-joiner-drafts',
    events: ['game.player.joined'],
    async handle(event) {
      const { gameId, player, givePriorDrafts, startedWeeks, draftConfig } = event.data;
      const { joinedDuringWeek } = player;
      if (joinedDuringWeek < 1) return;
      const first = givePriorDrafts ? 1 : joinedDuringWeek;
      for (let week = first; week <= joinedDuringWeek; week += 1) {
        await createDraft(
          {
            id: weeklyDraftId(gameId, week, player.playerId),
            gameId,
            playerId: player.playerId,
            userId: player.userId,
            week,
            source: 'WEEKLY',
            stages: weeklyStages({ weeks: startedWeeks, draftConfig }, week),
          },
          clients,
        );
      }
    },
  });
