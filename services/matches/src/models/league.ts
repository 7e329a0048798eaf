import { model, Schema, type InferSchemaType } from 'mongoose';
import { defaultAutoConfirmHours, defaultSwissRounds, pairings } from '@progression/contracts';
import { outboxField } from '@progression/service-kit';

const playerSchema = new Schema(
  {
    playerId: { type: String, required: true },
    userId: { type: String, required: true },
    username: { type: String, required: true },
    isAdmin: { type: Boolean, default: false },
    /** The active week when the player joined (0 before the start). */
    joinedDuringWeek: { type: Number, default: 0 },
  },
  { _id: false },
);

const roundSchema = new Schema(
  {
    round: { type: Number, required: true },
    /** Player id pairs, the smaller first. */
    pairs: { type: [[String]], default: [] },
    bye: { type: String, default: null },
  },
  { _id: false },
);

const weekSchema = new Schema(
  {
    week: { type: Number, required: true },
    weekId: { type: String, required: true },
    /** The players of the game when the week started. */
    playerIds: { type: [String], default: [] },
    /**
     * The week's Swiss rounds as paired, each written once (the write that adds a round wins, see
     * domain/swiss-rounds.ts); its matches are inserted from here, so a retry inserts the same ones.
     */
    rounds: { type: [roundSchema], default: [] },
    /** The config's pairing and Swiss rounds when the week started: a later change applies to the next week. */
    pairing: { type: String, enum: pairings, default: 'ROUND_ROBIN' },
    swissRounds: { type: Number, default: 0 },
  },
  { _id: false },
);

const configSchema = new Schema(
  {
    legsEnabled: { type: Boolean, default: false },
    legLength: { type: Number, default: 0 },
    placementScores: { type: [Number], default: [] },
    pairing: { type: String, enum: pairings, default: 'ROUND_ROBIN' },
    swissRounds: { type: Number, default: defaultSwissRounds },
    /** Confirmed results: a player's result waits for the opponent, or confirms itself after the hours. */
    confirmResults: { type: Boolean, default: false },
    autoConfirmHours: { type: Number, default: defaultAutoConfirmHours },
  },
  { _id: false },
);

/**
 * This service's copy of a game (`_id` is the game id), kept from games' events: the players with their
 * usernames, the started weeks, and the game's match configuration, which this service owns.
 */
const leagueSchema = new Schema(
  {
    _id: { type: String, required: true },
    players: { type: [playerSchema], default: [] },
    weeks: { type: [weekSchema], default: [] },
    activeWeek: { type: Number, default: 0 },
    /** The game's last week once game.completed arrived (null while it runs): it ends the leg in progress. */
    finalWeek: { type: Number, default: null },
    /** Bumped after every write of the game's matches, so a cached match list knows it is stale. */
    matchesVersion: { type: Number, default: 0 },
    config: { type: configSchema, default: () => ({}) },
    /** Legs whose match.leg.completed was recorded, so each is announced once. */
    announcedLegs: { type: [Number], default: [] },
    ...outboxField,
  },
  { timestamps: true, versionKey: false },
);
leagueSchema.index({ 'players.userId': 1 });

export const League = model('League', leagueSchema);
export type LeagueRecord = InferSchemaType<typeof leagueSchema> & { _id: string };
export type LeaguePlayer = LeagueRecord['players'][number];
