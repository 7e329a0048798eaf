export { catalog } from './catalog';
// Collection (issue 11): client and the scrolling query.
export { collection, type CollectionOwner, type CollectionView } from './collection';
export {
  useCollection,
  useCollectionImports,
  useImportCollection,
  useOwnedCopiesBefore,
} from './hooks/collection';
export { drafts } from './drafts';
// Booster draft tables (issue 24): the player's table, picks, the log and the admin's actions.
export { draftTables } from './draft-tables';
export { useDraftTable, usePickCard, useTableAdmin, useTableLog } from './hooks/draft-tables';
export { tableRefetchMs } from './table-refetch';
export { games } from './games';
export { modes, toSavePayload } from './modes';
export { queryKeys } from './keys';
export { useCards, useCardSets, useSetCards, useWeekBanlist } from './hooks/catalog';
export {
  useActivePlayer,
  useCreateGame,
  useGame,
  useGamePlan,
  useGames,
  useInviteCodeCheck,
  useJoinGame,
  usePlayers,
  usePlayersWithOpenMatches,
  useStartNextWeek,
  useGameSchedule,
  useSaveGameSchedule,
} from './hooks/games';
export { useCreateMode, useDemoDraft, useMode, useModes, useSaveMode } from './hooks/modes';
export {
  useCreateCustomDraft,
  useDraft,
  useDraftResults,
  useDrafts,
  useDraftsOfEveryPlayer,
  useFillStage,
  useOpenPacks,
  useOpenStage,
  usePullStatistics,
  useStagePreview,
  useStageResults,
} from './hooks/drafts';
// Notifications (the bell): client, live stream, and which queries each notification makes stale.
export { notifications } from './notifications';
export { staleKeysOf } from './notification-invalidation';
export {
  latestNotificationsShown,
  useMarkNotificationsRead,
  useNotifications,
  useNotificationStream,
} from './hooks/notifications';
// Playoffs (issue 25): the bracket, its start and its results.
export { playoffs } from './playoffs';
export { usePlayoff, useReportPlayoffMatch, useStartPlayoff } from './hooks/playoffs';
// Matches: results, match config and legs.
export { matches } from './matches';
export {
  useMatchConfig,
  useMatchByes,
  useMatches,
  useMatchScores,
  usePairNextRound,
  useReportMatch,
  useAnswerResult,
  useSaveMatchConfig,
} from './hooks/matches';
// Decks (issue 12).
export { decks } from './decks';
export {
  useCopyDeck,
  useCreateDeck,
  useDeck,
  useDecks,
  useDeleteDeck,
  useImportDeck,
  useSaveDeck,
} from './hooks/decks';
// Registered decks (issue 25).
export { deckRegistrations } from './deck-registrations';
export {
  useMyRegistration,
  usePlayerRegistration,
  useRegisterDeck,
  useSetRegistrationCloseTime,
  useVisibleRegistrations,
  useWeekRegistrations,
} from './hooks/deck-registrations';
// Rewards (issue 14): reward tracks config.
export { rewards } from './rewards';
export {
  useRewardConfig,
  useSaveRewardConfig,
  useGameRewards,
  useRewardTracks,
  useGameReward,
  useRewardPackDraft,
  useWildcardDraft,
  useWildcardCards,
  useClaimPacks,
  useClaimCards,
  useRewardsOfEveryPlayer,
  useRewardHistory,
  useAdminRewardAction,
} from './hooks/rewards';
// Tristan (the chat bot, issue 16): config, announcements, link codes.
export { integrations } from './integrations';
export {
  useAnnouncements,
  useChatBotConfig,
  useLinkCode,
  useSaveChatBotConfig,
  useSendTestMessage,
} from './hooks/integrations';
