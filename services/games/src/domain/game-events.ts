import type { z } from 'zod';
import { createEvent, type BanlistFormat, type CardGameType, type gamePlan } from '@progression/contracts';
import type { GameDocument, PlayerDocument } from '../models/game';

const source = 'games';

/** game.created, recorded with the new game. */
export const gameCreated = (game: GameDocument, creator: PlayerDocument) =>
  createEvent('game.created', source, {
    version: 1,
    gameId: String(game._id),
    name: game.name,
    modeId: game.modeId,
    cardGameType: game.cardGameType as 'YUGIOH',
    creatorUserId: creator.userId,
    creatorPlayerId: String(creator._id),
    givePriorDraftsToLateJoiners: game.settings?.givePriorDraftsToLateJoiners ?? false,
  });

/** The game's plan as stored (dates as Dates), which the events' schemas turn into text. */
type StoredPlan = z.input<typeof gamePlan>;
type EventGame = Pick<
  GameDocument,
  '_id' | 'name' | 'modeId' | 'cardGameType' | 'settings' | 'players' | 'weeks'
> & {
  toObject(): { plan: unknown };
};
type EventPlayer = {
  _id: unknown;
  userId: string;
  username: string;
  isAdmin: boolean;
  joinedDuringWeek: number;
};
type StartedWeek = {
  _id: unknown;
  week: number;
  banlistVersion?: Date | null;
  banlistFormat?: string | null;
};

/** Where a player stands in the join order: their place in the game, or next when not in it yet. */
const joinOrderOf = (game: EventGame, player: EventPlayer) => {
  const index = game.players.findIndex((each) => String(each._id) === String(player._id));
  return index >= 0 ? index : game.players.length;
};

const eventPlayer = (player: EventPlayer, joinOrder: number) => ({
  playerId: String(player._id),
  userId: player.userId,
  username: player.username,
  isAdmin: player.isAdmin,
  joinOrder,
  joinedDuringWeek: player.joinedDuringWeek ?? 0,
});

const banlistOf = (week: StartedWeek | undefined) =>
  week?.banlistVersion && week.banlistFormat
    ? { format: week.banlistFormat as BanlistFormat, activeFrom: week.banlistVersion }
    : null;

const weekSetsOf = (plan: StoredPlan, week: number) =>
  plan.weeks.find((candidate) => candidate.week === week)?.weekSets ?? [];

/**
 * game.player.joined (v2), recorded with the player's arrival (the creator's too): the player, the game's
 * settings, and the weeks started so far with their sets and the draft config, so a late joiner's drafts
 * are made without asking games. Also what games rebuilds for a v1 event of the player (gameEventData).
 */
export const playerJoined = (game: EventGame, player: EventPlayer) => {
  const plan = game.toObject().plan as StoredPlan;
  const givePriorDraftsToLateJoiners = game.settings?.givePriorDraftsToLateJoiners ?? false;
  return createEvent('game.player.joined', source, {
    version: 2,
    gameId: String(game._id),
    gameName: game.name,
    player: eventPlayer(player, joinOrderOf(game, player)),
    settings: { givePriorDraftsToLateJoiners },
    givePriorDrafts: player.joinedDuringWeek > 0 && givePriorDraftsToLateJoiners,
    startedWeeks: game.weeks
      .filter((week) => week.week <= player.joinedDuringWeek)
      .map((week) => ({ week: week.week, weekId: String(week._id), weekSets: weekSetsOf(plan, week.week) })),
    draftConfig: plan.draftConfig,
    cardPools: plan.cardPools,
  });
};

/**
 * game.week.started (v2), recorded with the week: the game's players (in join order), the week's sets and
 * draft steps, its banlist and the week before's, so no consumer asks games back. Also what games
 * rebuilds for a v1 event of the week (gameEventData).
 */
export const weekStarted = (game: EventGame, week: StartedWeek) => {
  const plan = game.toObject().plan as StoredPlan;
  return createEvent('game.week.started', source, {
    version: 2,
    gameId: String(game._id),
    gameName: game.name,
    modeId: game.modeId,
    cardGameType: game.cardGameType as CardGameType,
    week: week.week,
    weekId: String(week._id),
    banlist: banlistOf(week),
    previousBanlist: banlistOf(game.weeks.find((candidate) => candidate.week === week.week - 1)),
    players: game.players.map((player, index) => eventPlayer(player, index)),
    // The weeks before this one (a week being started is not among the game's weeks yet), then this one.
    startedWeeks: [...game.weeks.filter((started) => started.week < week.week), week].map((started) => ({
      week: started.week,
      weekId: String(started._id),
      weekSets: weekSetsOf(plan, started.week),
    })),
    plan: { weekSets: weekSetsOf(plan, week.week), cardPools: plan.cardPools, draftConfig: plan.draftConfig },
  });
};

/** game.completed, recorded when the admin goes past the last week. */
export const gameCompleted = (game: Pick<GameDocument, '_id' | 'activeWeek'>) =>
  createEvent('game.completed', source, { version: 1, gameId: String(game._id), lastWeek: game.activeWeek });
