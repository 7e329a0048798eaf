import type { ImportRefusalReason } from './api/collection';
import type { DeckFileFormat, DeckImportForm } from './api/decks';
import { banTypeGroupNames, type BanlistFormat } from './entities/banlist';
import { cardSetTypeDisplayNames } from './entities/card-set';
import {
  monsterRaceNames,
  spellTypeNames,
  trapTypeNames,
  yugiohCardRaceName,
  yugiohCardRaces,
  yugiohCardTypeNames,
  type Attribute,
  type CardKind,
  type DeckClassification,
  type Frame,
  type MonsterCardType,
  type YugiohCardRace,
} from './entities/card';
import type { IncludeType, SortDirection } from './entities/collection';
import { deckZoneNames } from './entities/deck';
import type { Weekday } from './entities/week-schedule';
import type { RegistrationFlag } from './entities/deck-registration';
import type {
  DraftBehaviour,
  DraftPackStatus,
  PackDraftSource,
  PackDraftStatus,
  RarityDistribution,
} from './entities/draft';
import type {
  DraftTableStatus,
  PassDirection,
  PickMethod,
  TableSeatKind,
  TableSeatState,
} from './entities/draft-table';
import type { FlashMessageType } from './entities/flash';
import type { GameStatus } from './entities/game';
import type { Pairing } from './entities/match';
import type { GameScore, ResultStatus } from './entities/match-result';
import type { AnnouncementKind } from './entities/integration';
import type { CardPoolType, BanlistBehaviour, BanlistSelectionBehaviour } from './entities/mode';
import type { NotificationKind } from './entities/notification';
import { printingRarities, printingRarityTable, type EquivalentRarity } from './entities/rarity';
import { rewardTypeNames, type RewardHistoryAction, type RewardStatus } from './entities/reward';
import { messages } from './messages';
import type { CardGameType } from './primitives';

const byValue = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T, string>;

/**
 * What a user reads for each value of every enum of the contracts, keyed by the enum schema's export
 * name (`labels.draftBehaviour.EVENLY_DISTRIBUTED` is "Evenly distributed"). Screens print these, never
 * the raw value; a test fails when an exported enum has no entry here. Labels the spec names (set
 * types, ban groups, track titles) are defined beside their enum and gathered here.
 */
export const labels = {
  cardGameType: {
    YUGIOH: 'Yu-Gi-Oh!',
    MTG: 'Magic: The Gathering',
    POKEMON: 'Pokémon',
  } satisfies Record<CardGameType, string>,
  flashMessageType: { error: 'Error', success: 'Success', info: 'Information' } satisfies Record<
    FlashMessageType,
    string
  >,
  gameStatus: { IN_PROGRESS: 'In progress', COMPLETE: 'Complete' } satisfies Record<GameStatus, string>,
  /** The week schedule's days. */
  weekday: {
    MONDAY: 'Monday',
    TUESDAY: 'Tuesday',
    WEDNESDAY: 'Wednesday',
    THURSDAY: 'Thursday',
    FRIDAY: 'Friday',
    SATURDAY: 'Saturday',
    SUNDAY: 'Sunday',
  } satisfies Record<Weekday, string>,

  // Modes
  cardPoolType: { STANDARD: 'Standard', REWARD: 'Reward' } satisfies Record<CardPoolType, string>,
  banlistBehaviour: { FULL: 'Full banlist', NO_BANS: 'No bans' } satisfies Record<BanlistBehaviour, string>,
  banlistSelectionBehaviour: {
    EARLIEST_PACK: 'Earliest pack of the week',
    LATEST_PACK: 'Latest pack of the week',
  } satisfies Record<BanlistSelectionBehaviour, string>,

  // Drafts
  draftBehaviour: {
    PRE_FILLED: 'Pre-filled',
    EVENLY_DISTRIBUTED: 'Evenly distributed',
    SHOP: 'Shop',
    RANDOM: 'Random',
    BOOSTER_DRAFT: 'Booster draft',
  } satisfies Record<DraftBehaviour, string>,
  draftTableStatus: { ACTIVE: 'In progress', PAUSED: 'Paused', COMPLETE: 'Complete' } satisfies Record<
    DraftTableStatus,
    string
  >,
  tableSeatKind: { PLAYER: 'Player', BOT: 'Bot' } satisfies Record<TableSeatKind, string>,
  tableSeatState: { PICKING: 'Picking', WAITING: 'Waiting for a pack', DONE: 'Done' } satisfies Record<
    TableSeatState,
    string
  >,
  pickMethod: { PLAYER: 'Picked', DEADLINE: 'Deadline passed', BOT: 'Bot' } satisfies Record<
    PickMethod,
    string
  >,
  passDirection: { LEFT: 'Left', RIGHT: 'Right' } satisfies Record<PassDirection, string>,
  rarityDistribution: { FIXED: 'Fixed', RANDOM: 'Random' } satisfies Record<RarityDistribution, string>,
  draftPackStatus: { SEALED: 'Sealed', OPENED: 'Opened' } satisfies Record<DraftPackStatus, string>,
  packDraftSource: {
    WEEKLY: 'Weekly draft',
    CUSTOM: 'Custom draft',
    REWARD: 'Reward draft',
    DEMO: 'Demo draft',
  } satisfies Record<PackDraftSource, string>,
  packDraftStatus: { ACTIVE: 'Active', COMPLETE: 'Complete' } satisfies Record<PackDraftStatus, string>,

  // Matches
  pairing: { ROUND_ROBIN: 'Round robin', SWISS: 'Swiss' } satisfies Record<Pairing, string>,
  // Confirmed results
  resultStatus: { PENDING: 'Pending', CONFIRMED: 'Confirmed', DISPUTED: 'Disputed' } satisfies Record<
    ResultStatus,
    string
  >,
  gameScore: { '2-0': '2-0', '2-1': '2-1', '1-0': '1-0' } satisfies Record<GameScore, string>,

  // Sets, rarities and banlists
  cardSetType: cardSetTypeDisplayNames,
  equivalentRarity: {
    COMMON: 'Common',
    RARE: 'Rare',
    SUPER_RARE: 'Super Rare',
    ULTRA_RARE: 'Ultra Rare',
    SECRET_RARE: 'Secret Rare',
  } satisfies Record<EquivalentRarity, string>,
  printingRarity: byValue(printingRarities, (rarity) => printingRarityTable[rarity].name),
  banType: banTypeGroupNames,
  banlistFormat: {
    DUEL_LINKS: 'Duel Links',
    MASTER_DUEL: 'Master Duel',
    TCG: 'TCG',
    OCG: 'OCG',
    WORLD_CHAMPIONSHIP: 'World Championship',
    GOAT: 'GOAT',
    EDISON: 'Edison',
  } satisfies Record<BanlistFormat, string>,

  // Cards
  yugiohCardType: yugiohCardTypeNames,
  monsterCardType: {
    EFFECT: 'Effect',
    NORMAL: 'Normal',
    TUNER: 'Tuner',
    PENDULUM: 'Pendulum',
    RITUAL: 'Ritual',
    SPIRIT: 'Spirit',
    TOON: 'Toon',
    UNION: 'Union',
    GEMINI: 'Gemini',
    FLIP: 'Flip',
    FUSION: 'Fusion',
    SYNCHRO: 'Synchro',
    XYZ: 'Xyz',
    LINK: 'Link',
  } satisfies Record<MonsterCardType, string>,
  cardKind: {
    MONSTER: 'Monster',
    SPELL: 'Spell',
    TRAP: 'Trap',
    SKILL: 'Skill',
    TOKEN: 'Token',
  } satisfies Record<CardKind, string>,
  deckClassification: { ...deckZoneNames, OTHER: 'Other' } satisfies Record<DeckClassification, string>,
  monsterRace: monsterRaceNames,
  spellType: spellTypeNames,
  trapType: trapTypeNames,
  yugiohCardRace: byValue<YugiohCardRace>(yugiohCardRaces, yugiohCardRaceName),
  attribute: {
    DARK: 'Dark',
    DIVINE: 'Divine',
    EARTH: 'Earth',
    FIRE: 'Fire',
    LIGHT: 'Light',
    WATER: 'Water',
    WIND: 'Wind',
  } satisfies Record<Attribute, string>,
  frame: {
    NORMAL: 'Normal',
    EFFECT: 'Effect',
    RITUAL: 'Ritual',
    FUSION: 'Fusion',
    SYNCHRO: 'Synchro',
    XYZ: 'Xyz',
    LINK: 'Link',
    TOKEN: 'Token',
    SPELL: 'Spell',
    TRAP: 'Trap',
    SKILL: 'Skill',
    NORMAL_PENDULUM: 'Normal Pendulum',
    EFFECT_PENDULUM: 'Effect Pendulum',
    RITUAL_PENDULUM: 'Ritual Pendulum',
    FUSION_PENDULUM: 'Fusion Pendulum',
    SYNCHRO_PENDULUM: 'Synchro Pendulum',
    XYZ_PENDULUM: 'Xyz Pendulum',
  } satisfies Record<Frame, string>,

  // Collection and decks
  collectionSortCategory: messages.collection.sortLabels,
  sortDirection: {
    ASCENDING: messages.collection.ascending,
    DESCENDING: messages.collection.descending,
  } satisfies Record<SortDirection, string>,
  textSearchLocation: messages.collection.searchLocations,
  includeType: { AND: messages.collection.matchAll, OR: 'Match any' } satisfies Record<IncludeType, string>,
  deckZone: deckZoneNames,
  // Registered decks (issue 25)
  registrationFlag: {
    NOT_REGISTERED: 'No registered deck',
    NOT_LEGAL: 'Registered deck not legal',
  } satisfies Record<RegistrationFlag, string>,
  /** Why a row of an imported collection CSV was refused (the report's column). */
  importRefusalReason: {
    UNKNOWN_CARD: 'Unknown card',
    UNKNOWN_PRINTING: 'Unknown printing',
    BAD_QUANTITY: 'Bad quantity',
    MALFORMED_ROW: 'Malformed row',
  } satisfies Record<ImportRefusalReason, string>,
  deckFileFormat: { ydk: '.ydk file', ydke: 'YDKe URL' } satisfies Record<DeckFileFormat, string>,
  deckImportForm: { ydk: '.ydk file', ydke: 'YDKe URL', list: 'card list' } satisfies Record<
    DeckImportForm,
    string
  >,

  // Rewards
  rewardType: rewardTypeNames,
  rewardStatus: { UNCLAIMED: 'Unclaimed', CLAIMED: 'Claimed' } satisfies Record<RewardStatus, string>,
  rewardTrackKind: messages.rewards.trackTitles,
  rewardHistoryAction: {
    GRANTED: 'Granted',
    CLAIMED: 'Claimed',
    REVERTED: 'Reverted',
    DELETED: 'Deleted',
  } satisfies Record<RewardHistoryAction, string>,

  // Notifications and the chat bot
  notificationKind: {
    WEEK_STARTED: 'Week started',
    CUSTOM_DRAFT: 'Custom draft',
    MATCH_RESULT: 'Match result',
    MATCH_RESET: 'Match reset',
    REWARD_GRANTED: 'Reward granted',
    REWARD_REVERTED: 'Reward reverted',
    REWARD_DELETED: 'Reward deleted',
    PLAYER_JOINED: 'Player joined',
    GAME_COMPLETED: 'Game complete',
    PICK_DUE: 'Pick due',
    WEEK_REMINDER: 'Matches to play',
    SCHEDULED_START: 'Scheduled start',
    PLAYOFF_CHAMPION: 'Playoff champion',
    // Confirmed results
    MATCH_PENDING: 'Result to confirm',
    MATCH_DISPUTED: 'Result disputed',
  } satisfies Record<NotificationKind, string>,
  announcementKind: {
    WEEK_STARTED: 'Week started',
    MATCH_RESULT: 'Match result',
    LEG_COMPLETED: 'Leg complete',
    GAME_COMPLETED: 'Game complete',
    DRAFT_WAITING: 'Draft waiting',
    PICK_DUE: 'Pick due',
    WEEK_REMINDER: 'Matches to play',
    TEST: 'Test message',
    PLAYOFF_CHAMPION: 'Playoff champion',
  } satisfies Record<AnnouncementKind, string>,
  deliveryState: messages.integrations.deliveryStates,
} as const;

export type LabelledEnum = keyof typeof labels;
