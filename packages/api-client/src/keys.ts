/**
 * The query keys of every resource, in one place. Keys nest: everything about the games lives under
 * `['games']`, so invalidating that prefix after a write refreshes the lists, the game pages, the players
 * and the caller's player (with its drafts) wherever in the page they are shown.
 */
export const queryKeys = {
  games: {
    all: ['games'] as const,
    list: () => ['games', 'list'] as const,
    detail: (gameId: string) => ['games', 'detail', gameId] as const,
    activePlayer: (gameId: string) => ['games', 'detail', gameId, 'active-player'] as const,
    players: (gameId: string) => ['games', 'detail', gameId, 'players'] as const,
    advice: (gameId: string) => ['games', 'detail', gameId, 'advice'] as const,
    plan: (gameId: string) => ['games', 'detail', gameId, 'plan'] as const,
    schedule: (gameId: string) => ['games', 'detail', gameId, 'schedule'] as const,
    inviteCode: (inviteCode: string) => ['games', 'invite-code', inviteCode] as const,
  },
  modes: {
    list: () => ['modes', 'list'] as const,
    detail: (modeId: string) => ['modes', 'detail', modeId] as const,
  },
  /** Drafts: the caller's lists (all or per game), each draft with its previews and results under it. */
  drafts: {
    all: ['drafts'] as const,
    list: (gameId?: string) => ['drafts', 'list', gameId ?? 'all'] as const,
    detail: (draftId: string) => ['drafts', 'detail', draftId] as const,
    preview: (draftId: string, stage: number) => ['drafts', 'detail', draftId, 'preview', stage] as const,
    stageResults: (draftId: string, stage: number) =>
      ['drafts', 'detail', draftId, 'results', stage] as const,
    results: (draftId: string) => ['drafts', 'detail', draftId, 'results', 'all'] as const,
    statistics: (gameId: string) => ['drafts', 'statistics', gameId] as const,
    ofEveryPlayer: (gameId: string) => ['drafts', 'admin', gameId] as const,
    /** A booster draft table as one draft's player sees it, and its log. */
    tables: ['drafts', 'table'] as const,
    table: (draftId: string) => ['drafts', 'table', draftId] as const,
    tableLog: (draftId: string) => ['drafts', 'table', draftId, 'log'] as const,
  },
  /** Notifications: the bell's latest (what each one makes stale: notification-invalidation.ts). */
  notifications: {
    all: ['notifications'] as const,
    latest: () => ['notifications', 'latest'] as const,
  },
  /** Collections: a player's cards in a game, per view (sort and filters); opened packs make them stale. */
  collection: {
    all: ['collection'] as const,
    ofGame: (gameId: string) => ['collection', gameId] as const,
    view: (gameId: string, playerId: string | undefined, view: object) =>
      ['collection', gameId, playerId ?? 'own', view] as const,
    /** The trail of CSV imports into a game's collections (the admin's). */
    imports: (gameId: string, playerId?: string) =>
      ['collection', gameId, 'imports', playerId ?? 'all'] as const,
    /** The copies owned when a stage's opening began: outside `all`, so opened packs never refresh it. */
    ownedBefore: (gameId: string | null, stageId: string) => ['owned-before', gameId, stageId] as const,
  },
  /** Matches: a game's matches, match config and legs (a reported result makes the matches and legs stale). */
  matches: {
    ofGame: (gameId: string) => ['matches', gameId] as const,
    list: (gameId: string) => ['matches', gameId, 'list'] as const,
    config: (gameId: string) => ['matches', gameId, 'config'] as const,
    legs: (gameId: string) => ['matches', gameId, 'legs'] as const,
    byes: (gameId: string) => ['matches', gameId, 'byes'] as const,
    /** The playoff bracket: under the game's matches, so whatever refreshes them refreshes it. */
    playoff: (gameId: string) => ['matches', gameId, 'playoff'] as const,
  },
  /** Rewards: a game's reward tracks config. */
  rewards: {
    ofGame: (gameId: string) => ['rewards', gameId] as const,
    config: (gameId: string) => ['rewards', gameId, 'config'] as const,
    list: (gameId: string) => ['rewards', gameId, 'list'] as const,
    tracks: (gameId: string) => ['rewards', gameId, 'tracks'] as const,
    ofEveryPlayer: (gameId: string) => ['rewards', gameId, 'every-player'] as const,
    history: (gameId: string) => ['rewards', gameId, 'history'] as const,
    // A reward and its drafts are read before its game is known: they live under ['rewards', 'reward', ...].
    claims: ['rewards', 'reward'] as const,
    reward: (rewardId: string) => ['rewards', 'reward', rewardId] as const,
    packDraft: (draftId: string, query: object) =>
      ['rewards', 'reward', 'pack-draft', draftId, query] as const,
    wildcardDraft: (draftId: string) => ['rewards', 'reward', 'wildcard-draft', draftId] as const,
    wildcardCards: (draftId: string, query: object) =>
      ['rewards', 'reward', 'wildcard-cards', draftId, query] as const,
  },
  /** Decks: a game's deck lists (own, or a player's for the admin) and each deck. */
  decks: {
    ofGame: (gameId: string) => ['decks', 'game', gameId] as const,
    list: (gameId: string, playerId?: string) => ['decks', 'game', gameId, playerId ?? 'own'] as const,
    detail: (deckId: string) => ['decks', 'detail', deckId] as const,
    /** Registered decks (issue 25): under the game's prefix, so whatever refreshes its decks refreshes them. */
    registrations: (gameId: string) => ['decks', 'game', gameId, 'registrations'] as const,
    myRegistration: (gameId: string, week?: number) =>
      ['decks', 'game', gameId, 'registrations', 'mine', week ?? 'active'] as const,
    playerRegistration: (gameId: string, playerId: string, week?: number) =>
      ['decks', 'game', gameId, 'registrations', 'player', playerId, week ?? 'active'] as const,
    visibleRegistrations: (gameId: string) => ['decks', 'game', gameId, 'registrations', 'visible'] as const,
    weekRegistrations: (gameId: string, week?: number) =>
      ['decks', 'game', gameId, 'registrations', 'week', week ?? 'active'] as const,
  },
  /** Tristan (the chat bot): a game's config and its last announcements. */
  integrations: {
    ofGame: (gameId: string) => ['integrations', gameId] as const,
    config: (gameId: string) => ['integrations', gameId, 'config'] as const,
    announcements: (gameId: string) => ['integrations', gameId, 'announcements'] as const,
  },
  catalog: {
    sets: () => ['catalog', 'sets'] as const,
    setCards: (setId: string) => ['catalog', 'sets', setId, 'cards'] as const,
    banlistInForce: (format: string, date: string) => ['catalog', 'banlist', format, date] as const,
    cards: (sortedIds: readonly string[]) => ['catalog', 'cards', sortedIds.join(',')] as const,
  },
};
