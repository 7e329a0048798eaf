import { scheduleMessages } from './schedule/messages';
import { playoffMessages } from './messages-playoffs';

/**
 * Every text a user sees, written once, exactly as the product specifies it (sections 2, 5 and 8).
 * Services put these in `{message}` error bodies and frontends show them in flash messages and pages,
 * so a grep for a text finds its single definition here.
 */
export const messages = {
  /** Registration and login. The login form itself has no rules. */
  auth: {
    required: 'Required',
    usernameTooShort: 'A username must be at least 3 character',
    usernameTooLong: 'A username cannot be longer than 25 characters',
    usernameSpecialCharacters:
      'A username cannot contain any special characters aside from dots, underscores and dashes',
    emailTooShort: 'The e-mail address must contain at least 5 characters',
    emailTooLong: 'The e-mail address cannot be longer than 50 characters',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must contain at least 8 characters',
    passwordTooLong: 'Password address cannot be longer than 50 characters',
    passwordsDoNotMatch: 'Password do not match',
    /** Not in the spec's catalogue (it says login failures are not shown); one neutral text for both causes. */
    invalidCredentials: 'Invalid username or password',
    usernameTaken: 'This username is already taken',
    /** Password change: the current password given is not the account's. */
    currentPasswordIncorrect: 'The current password is not correct',
    unauthenticated: 'You must be logged in',
    forbidden: 'You are not allowed to do this',
  },

  /** Games, players, weeks and invite codes. */
  games: {
    joinedGame: (name: string) => `Joined game ${name} successfully`,
    inviteCodeNotFound: 'Could not find a game with that code',
    copiedInviteCode: 'Copied game invite code to clipboard',
    notStarted: 'This game has not been started',
    /** The state of a game before week 1, beside `labels.gameStatus` for the states after. */
    notStartedState: 'Not started',
    /** The active week, as the admin page's Active Week panel heads it. */
    week: (week: number) => `Week ${week}`,
    notStartedInvite: 'This game has not been started yet, but you can still invite players to the game',
    allMatchesCompleted: 'You have completed all your matches for this week',
    noUpcomingDrafts: 'You have no upcoming drafts',
    noDecks: 'You have not created any decks',
    playerHasOpenMatches: (username: string) => `${username} has not completed all their matches`,
    nextWeekReady: 'The next week is ready to start',
    creatingGame: 'Creating game...',
    midGameDraftsSetting: 'Give players who join mid game all prior drafts?',
    alreadyJoined: 'You have already joined this game',
    gameComplete: 'This game is complete',
    notAPlayer: 'You are not a player of this game',
    adminOnly: 'Only the admin of this game can do this',
    /**
     * The forbidden page, where the admin guard sends whoever it refuses: true for a player who is not an
     * admin, a user outside the game, and a check the server could not answer.
     */
    forbiddenTitle: 'You cannot open this page',
    forbiddenText:
      "Only the admins of a game can open its admin pages. Open a game you run from your games, or ask this game's admin.",
    /** A second start of the same week (concurrent or repeated) is refused. */
    weekAlreadyStarted: 'This week has already been started',
    weekRequired: 'Say which week to start',
    /** A start naming a week past the next one. */
    weekNotNext: (week: number, next: number) => `Week ${week} cannot be started: the next week is ${next}`,
    tooManyGames: (max: number) => `You cannot create more than ${max} games`,
    tooManyInviteChecks: 'Too many invite code attempts, please wait a minute and try again',
  },

  /** Scheduled week starts and their reminders (schedule/messages.ts). */
  schedule: scheduleMessages,

  /** Names users type and others read (modes, pools). */
  names: {
    required: 'Enter a name',
    tooLong: (max: number) => `A name cannot be longer than ${max} characters`,
    controlCharacters: 'A name cannot contain line breaks, tabs or other control characters',
  },

  /** Progression modes and their configuration. */
  modes: {
    duplicatePoolName: 'A pool with this name already exists on this mode',
    selectBaseBanlist: 'Select a base banlist',
    selectVersionSelectionBehaviour: 'Select a version selection behaviour',
    modeNotFound: 'Could not find mode',
    notModeOwner: 'Only the owner of this mode can change it',
    defaultModeName: 'New mode',
    unknownPool: (pool: string) => `There is no pool named ${pool} on this mode`,
    unknownSet: (id: string) => `Could not find set: ${id}`,
    weeksOutOfOrder: 'Weeks must be numbered 1, 2, 3 and so on without gaps',
    /** A save based on a version of the mode that another save has replaced since. */
    changedElsewhere: 'This mode was changed elsewhere; reload it',
    tooManyModes: (max: number) => `You cannot have more than ${max} modes`,
    tooManyWeeks: (max: number) => `A mode cannot have more than ${max} weeks`,
    tooManyPools: (max: number) => `A mode cannot have more than ${max} card pools`,
    tooManySetsInWeek: (max: number) => `A pool cannot hold more than ${max} sets in one week`,
    tooManySetsInMode: (max: number) => `A mode cannot name more than ${max} sets over all its weeks`,
    setIdTooLong: 'This is not a set id',
    tooManySteps: (max: number) => `A draft cannot have more than ${max} steps`,
    tooManyPacks: (max: number) => `A draft step cannot have more than ${max} packs`,
    tooManyShopRules: (max: number) => `A draft step cannot have more than ${max} shop limits`,
    shopLimitTooHigh: (max: number) => `A shop limit cannot be more than ${max} packs`,
  },

  /** Matches, match configuration and scores. */
  matches: {
    matchUpdated: 'Match updated',
    matchTooOld: 'This match is too old to be updated. Please contact a system admin.',
    matchNotFound: 'Could not find match',
    notInMatch: 'You are not playing in this match',
    winnerNotInMatch: 'The winner must be one of the two players of this match',
    leg: (leg: number) => `Leg ${leg}`,
    // Matches area: config limits, scores and the matches page.
    tooManyPlacementScores: (max: number) => `At most ${max} placement scores can be set`,
    atLeastZero: (field: string) => `The ${field} must be a whole number of at least 0`,
    matchConfigSaved: 'Match config saved',
    swissRoundsRange: (max: number) => `The number of Swiss rounds must be a whole number from 1 to ${max}`,
    // Swiss rounds: the matches page, pairing the next round and the standings' tiebreakers.
    round: (round: number) => `Round ${round}`,
    bye: (username: string) => `${username} has a bye (counted as a win)`,
    pairNextRound: 'Pair the next round',
    nextRoundPaired: (round: number) => `Round ${round} is paired`,
    notSwiss: 'This game does not use Swiss pairing',
    allRoundsPaired: 'Every round of this week is paired',
    noActiveWeek: 'No week has started yet',
    pairingLabel: 'Pairing',
    swissRoundsLabel: 'Swiss rounds per week',
    pairingAppliesNextWeek: 'A change of pairing applies from the next week that starts.',
    legsNotEnabled: 'Legs are not enabled for this game',
    noMatches: 'No matches',
    noScores: 'No scores yet',
    // The Scores/Stats page.
    scoresTitle: 'Scores',
    standingsTitle: 'Standings',
    scoreTables: 'Score tables',
    currentScores: 'Current Scores',
    inProgress: 'In Progress',
    currentScoresNote: 'Current Scores add up the points of completed legs only.',
    provisional: (leg: number) =>
      `Provisional: Leg ${leg} is still being played. These standings may change, and their points count towards Current Scores once the leg is complete.`,
    noLegInProgress: 'No leg is in progress',
    unplaced: 'No result yet',
    scoreColumns: {
      place: '#',
      player: 'Player',
      points: 'Points',
      wins: 'Wins',
      losses: 'Losses',
      winrate: 'Winrate',
      byes: 'Byes',
      matchPoints: 'Match points',
      opponentsMatchWin: 'Opp. match-win %',
      gameWin: 'Game-win %',
    },
    tiebreakersNote:
      "Ties are broken by match points (3 a win, a bye counts as a win), then opponents' match-win percentage, game-win percentage and head to head.",
    winrate: (percent: string) => `${percent}%`,
    remainingMatches: (count: number) =>
      `You have ${count} ${count === 1 ? 'match' : 'matches'} left to play this week`,
  },

  /** Pack drafts, the shop, pack claims and wildcard claims. */
  drafts: {
    draftCreated: 'Draft created and assigned to all players',
    mustSelectPacks: (n: number) => `You must select ${n} packs`,
    mustSelectPack: 'You must select a pack',
    selectedTooManyPacks: (n: number) => `You've selected more than ${n} packs`,
    maxPacksOfType: (max: number, type: string) => `You cannot select more than ${max} ${type} packs`,
    maxPacksOfSet: (max: number, setName: string) => `You cannot select more than ${max} packs of ${setName}`,
    maxPacksOfTypeInfo: (max: number, type: string) =>
      `You cannot select more than ${max} of any one ${type} pack`,
    maxPacksOfAnySetInfo: (max: number) => `You cannot select more than ${max} packs of any one set`,
    wildcardTooManyCards:
      "You've already selected 2 cards, you can clear your current selections by clicking 'Clear Selections'",
    wildcardSelectCards: 'Select 1 card (three copies) or 2 different cards',
    /** The wildcard's selection so far: "1 selected: 3 copies", "2 selected: 1 copy each". */
    wildcardSelection: (cards: number, copies: number) =>
      cards === 0
        ? 'No cards selected'
        : `${cards} selected: ${copies} ${copies === 1 ? 'copy' : 'copies'}${cards > 1 ? ' each' : ''}`,
    packPreview: (n: number) => `You will get ${n} packs containing:`,
    youHaveReceived: 'You have received',
    stageNotFound: 'Could not find draft stage',
    stageAlreadyFilled: 'This stage has already been started',
    previousStageIncomplete: 'Complete the previous stage first',
    draftPackNotFound: 'Could not find draft pack',
    // A custom draft or shop selection naming a set that cannot be drafted.
    selectionNotInCatalog: (setId: string) =>
      `The selection is not valid: there is no set with the id ${setId} in the catalog`,
    selectionWithoutCards: (setName: string) => `The selection is not valid: ${setName} has no cards to open`,
    selectionNotOffered: (setId: string) =>
      `The selection is not valid: the set with the id ${setId} is not offered in this stage`,
  },

  /**
   * Booster drafts: a table that picks one card and passes the pack (BOOSTER_DRAFT stages), its page, its
   * refusals and its admin controls.
   */
  boosterDraft: {
    pickSecondsOutOfRange: 'A pick deadline must be from 30 seconds to 48 hours',
    minimumSeatsOutOfRange: (max: number) => `The minimum number of seats must be from 0 to ${max}`,
    extensionOutOfRange: 'An extension must be from 30 seconds to 48 hours',
    // Mode editor fields of a BOOSTER_DRAFT step.
    packsPerPlayer: 'Packs per player',
    pickSeconds: 'Seconds per pick',
    minimumSeats: 'Minimum seats (bots fill the rest)',
    /** A pick deadline in words: "30 seconds", "5 minutes", "2 hours", "2 days". */
    pickTime: (seconds: number) => {
      const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
      if (seconds % 86_400 === 0) return unit(seconds / 86_400, 'day');
      if (seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour');
      if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
      return unit(seconds, 'second');
    },
    // Refusals of a pick (nothing changes).
    noTable: 'This draft has no booster draft table',
    /** Filling a booster stage like a pack stage. */
    stageIsTable: 'This stage is a booster draft: pick your cards at its table',
    notSeated: 'You do not have a seat at this table',
    cardNotInPack: 'This card is not in the pack in front of you',
    pickOutOfTurn: 'It is not your turn to make this pick: the pack has not reached you yet',
    alreadyPicked: (pickNumber: number) => `Pick ${pickNumber} has already been made`,
    tablePaused: 'This table is paused; picks resume when the admin resumes it',
    tableComplete: 'This table is complete',
    logNotYet: 'The draft log opens once the table is complete',
    seatNotFound: (seat: number) => `There is no seat ${seat + 1} at this table`,
    seatAlreadyBot: 'A bot already picks for this seat',
    seatNotPicking: 'This seat has no pick in front of it to extend',
    // The table page.
    botName: (n: number) => `Bot ${n}`,
    title: (stage: number) => `Booster draft (stage ${stage})`,
    roundOf: (round: number, rounds: number) => `Round ${round} of ${rounds}`,
    pickOf: (pickNumber: number, totalPicks: number) => `Pick ${pickNumber} of ${totalPicks}`,
    passLeft: 'Packs pass left this round',
    passRight: 'Packs pass right this round',
    deadlineIn: (time: string) => `Pick due in ${time}`,
    deadlinePassed: 'The deadline has passed: the server picks for you',
    waitingForPack: 'Waiting for the next pack to reach you',
    donePicking: 'You have made all your picks',
    pickCard: (card: string) => `Pick ${card}`,
    packHeading: 'The pack in front of you',
    yourPicks: (n: number) => `Your picks (${n})`,
    seatsHeading: 'Seats',
    you: 'you',
    logHeading: 'Draft log',
    logEntry: (order: number, name: string, card: string) => `${order}. ${name} picked ${card}`,
    picksOf: (name: string) => `${name}'s picks`,
    pausedInfo: 'The admin paused this table',
    completeInfo: 'The table is complete: your picks are in your collection',
    demoCompleteInfo: 'The table is complete: a demo draft adds nothing to your collection',
    // A booster stage of the draft page once its table is complete.
    stagePicked: (stage: number, n: number) => `Stage ${stage} gave you ${n} ${n === 1 ? 'card' : 'cards'}`,
    stagePicksLabel: (stage: number) => `Stage ${stage} picks`,
    // The draft admin's controls.
    adminHeading: 'Booster draft tables',
    progress: (picks: number, total: number) => `${picks} of ${total} picks made`,
    pauseTable: 'Pause table',
    resumeTable: 'Resume table',
    extendDeadline: 'Extend deadline',
    extendBy: 'Extend by (seconds)',
    replaceByBot: 'Replace by a bot',
    confirmReplaceByBot: (player: string) =>
      `Replace ${player} by a bot? The bot makes their remaining picks at once`,
    tablePausedDone: 'The table is paused',
    tableResumedDone: 'The table is running again',
    deadlineExtendedDone: 'The deadline was extended',
    replacedByBotDone: (player: string) => `A bot now picks for ${player}`,
    // The table page's texts beside those above.
    howToPick: 'Click a card or press Enter on it to pick it; on a touch screen, tap it twice.',
    packOf: (setName: string, cards: number) => `${setName}: ${cards} ${cards === 1 ? 'card' : 'cards'} left`,
    pickCardOfRarity: (card: string, rarity: string) => `Pick ${card}, ${rarity}`,
    picked: (card: string) => `You picked ${card}`,
    yourSeat: (name: string) => `${name} (you)`,
    picksMade: (picks: number) => `${picks} ${picks === 1 ? 'pick' : 'picks'}`,
    noPicksYet: 'No picks yet',
    /** A heading with its count: "Monster (12)". */
    counted: (label: string, count: number) => `${label} (${count})`,
    everyonesPicks: "Everyone's picks",
    logColumns: { pick: 'Pick', round: 'Round', seat: 'Seat', card: 'Card', how: 'How' },
    /** The time left to pick: a clock under an hour ("4:05"), hours and minutes above ("3 h 12 min"). */
    countdown: (seconds: number) => {
      const whole = Math.max(0, Math.ceil(seconds));
      const hours = Math.floor(whole / 3600);
      const minutes = Math.floor((whole % 3600) / 60);
      if (hours > 0) return `${hours} h ${minutes} min`;
      return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
    },
    openTable: 'Open the table',
    /** The draft page, while a booster draft of the draft is under way in another stage. */
    tableRunning: 'Your booster draft table is under way: its picks are due while you open your packs.',
    viewCollection: 'View collection',
    goToDrafts: 'Go to my drafts',
    tableTitle: 'Booster draft',
    tableWhat: 'the booster draft table',
    logWhat: 'the draft log',
    // The mode page's booster draft step.
    pickDeadline: 'Pick deadline',
    deadlineUnit: 'Unit',
    deadlineUnits: { SECONDS: 'Seconds', MINUTES: 'Minutes', HOURS: 'Hours' },
    tableColumn: 'Booster draft table',
    tableSettings: (pickTime: string, minimumSeats: number) =>
      `${pickTime} a pick, at least ${minimumSeats} seats`,
    // The draft admin's table controls beside those above.
    noTables: 'No booster draft tables yet: they are set when a week with a booster draft step starts',
    tableOf: (week: number, stage: number) => `Week ${week}, stage ${stage}`,
    extendDeadlineOf: (player: string) => `Extend ${player}'s deadline`,
    extendByChoice: 'Extend by',
    replaceByBotOf: (player: string) => `Replace ${player} by a bot`,
    cancel: 'Cancel',
    /** A seat's picks and when its pick is due: "3 picks, pick due 27/11/2026, 23:40". */
    picksAndDue: (picks: string, due: string) => `${picks}, pick due ${due}`,
    /** An action's name for one seat, the visible text first: "Extend deadline, Alice". */
    forSeat: (action: string, name: string) => `${action}, ${name}`,
  },

  /** Decks and the deck rules of the card game. */
  decks: {
    tooFewCards: (min: number) => `You must choose more than ${min} cards for this section`,
    tooManyCardsChosen: (max: number) => `You cannot choose more than ${max} cards for this section`,
    tooManyCopies: 'You cannot have more than 3 of the same card in a deck',
    sectionFull: (max: number) => `You cannot have more than ${max} cards in this section`,
    restrictedByBanlist: (card: string, n: number) =>
      `${card} has been restricted to a maximum of ${n} by the current banlist`,
    banlistMaxCopies: (n: number) => `The current banlist restricts the maximum copies of this card to ${n}`,
    copyName: (name: string) => `Copy of ${name}`,
    newDeckName: 'New deck',
    copiedDeckId: 'Copied deck id to clipboard',
    copiedYdke: 'Copied YDKe URL to clipboard',
    deckCreated: (deck: string) => `"${deck}" was created`,
    deckDeleted: (deck: string) => `"${deck}" was deleted`,
    tooManyDecks: (max: number) => `You cannot have more than ${max} decks`,
    deckNotFound: 'Could not find deck',
    cardNotOwned: (card: string) => `You do not own enough copies of ${card}`,
    unsupportedCardGame: (game: string) => `Decks for ${game} are not supported`,
    /** Refusals of bad input (400, nothing stored). */
    unknownCard: (cardId: string) => `Could not find card: ${cardId}`,
    wrongZone: (card: string, zone: string) => `${card} cannot be placed in the ${zone}`,
    notPlayableCard: (card: string) => `${card} cannot be placed in a deck`,
    invalidQuantity: (max: number) => `A card's quantity must be a whole number from 1 to ${max}`,
    tooManyCardEntries: (max: number) => `A deck cannot list more than ${max} different cards`,
    notADeckFile: 'This is not a .ydk file or a YDKe URL',
    /** A pasted deck that is none of the three forms the import reads. */
    notADeck: 'This is not a .ydk file, a YDKe URL or a card list',
    /** Pasted text with two YDKe URLs: which deck is meant is not ours to guess. */
    twoYdkeUrls: 'This text holds more than one YDKe URL; paste one at a time',
    /** The deck editor on a phone shows the deck or the collection, with the deck's counts always in view. */
    phoneViewLabel: 'Show the deck or your collection',
    phoneViewDeck: 'Deck',
    phoneViewCollection: 'Collection',
    sectionCount: (section: string, size: number, max: number) => `${section} ${size} / ${max}`,
    /** The import dialog. */
    importTitle: 'Import a deck',
    importPasteLabel: 'Paste a deck',
    importPasteHint:
      'A YDKe URL (chat text around it is fine), a .ydk file or a card list such as "3x Dark Magician".',
    importFileLabel: 'or open a .ydk or text file',
    importReadAs: (form: string) => `Read as a ${form}`,
    importEveryCard: 'Every card was imported.',
    importLeftOut: 'What was left out',
    importNotOwnedTitle: 'Copies you do not own',
    importNotOwned: (card: string, imported: number, requested: number) =>
      `${card}: ${imported} of ${requested} imported`,
    importUnknownNamesTitle: 'Card names not found',
    importUnknownPasscodes: (passcodes: string) => `Unknown cards (passcodes): ${passcodes}`,
    importSideDeck: (n: number) =>
      `${n} side deck ${n === 1 ? 'card is' : 'cards are'} not part of a league deck.`,
  },

  /** The deck editor's tools: the edit history, a sample hand, a read-only link and a deck image. */
  deckTools: {
    undo: 'Undo',
    redo: 'Redo',
    /** What one edit did, as the history names it when it is undone or redone. */
    addedCard: (card: string) => `Added ${card}`,
    removedCard: (card: string) => `Removed ${card}`,
    renamedDeck: 'Renamed the deck',
    undone: (edit: string) => `Undone: ${edit}`,
    redone: (edit: string) => `Redone: ${edit}`,
    sampleHand: 'Sample hand',
    turnOrder: 'Going first or second',
    goingFirst: (n: number) => `Going first (${n} cards)`,
    goingSecond: (n: number) => `Going second (${n} cards)`,
    drawAgain: 'Draw again',
    handLabel: (n: number) => `${n} cards drawn`,
    emptyMainDeck: 'Add cards to the main deck to draw a hand',
    /** Fewer cards in the main deck than a hand: all of them are drawn. */
    shortMainDeck: (n: number) => `The main deck holds only ${n} ${n === 1 ? 'card' : 'cards'}`,
    copyLink: 'Copy link',
    copiedLink: 'Copied deck link to clipboard',
    readOnly: 'Read-only: only its player can change this deck',
    ownerDeck: (player: string) => `A deck of ${player}`,
    editDeck: 'Edit deck',
    backToDecks: 'Back to decks',
    downloadImage: 'Download image',
    imageFailed: 'The deck image could not be drawn',
    emptySection: 'No cards',
  },

  /**
   * Registered decks (issue 25): each week a player registers one deck, frozen as a copy and judged at
   * registration; the admin sees every registration; opponents see each other's after their match.
   */
  deckRegistrations: {
    register: 'Register for this week',
    registerAgain: 'Register this deck instead',
    /** A Register button's accessible name: its visible text first, then the deck ("Register for this week, Goats"). */
    registerDeck: (action: string, deck: string) => `${action}, ${deck}`,
    registered: (deck: string, week: number) => `"${deck}" is registered for week ${week}`,
    registeredForWeek: (week: number) => `Registered for week ${week}`,
    yourRegistration: (week: number) => `Your registered deck for week ${week}`,
    noRegistration: (week: number) => `You have not registered a deck for week ${week}`,
    registeredCopy: (deck: string, date: string) => `"${deck}" as registered on ${date}`,
    frozenNote: 'Later changes to the deck do not change the registered copy.',
    openUntil: (date: string) => `Registration closes on ${date} or when the week's first result is reported`,
    openUntilFirstResult: "Registration closes when the week's first result is reported",
    closedNotice: (week: number) => `Registration for week ${week} is closed`,
    /** 409: a registration (or a change of it) after the week's registration closed. */
    closed: (week: number) => `Registration for week ${week} is closed`,
    notStarted: 'This game has not been started',
    legal: 'Legal',
    illegal: 'Not legal',
    whyIllegal: (deck: string) => `Why ${deck} is not legal`,
    opponentsTitle: (week: number) => `Opponents' registered decks, week ${week}`,
    opponentsEmpty: "After a match is reported, your opponent's registered deck is shown here.",
    viewOpponentDeck: (player: string) => `View ${player}'s registered deck`,
    /** The matches page's column and its short link (the accessible name is `viewOpponentDeck`). */
    matchColumn: 'Registered deck',
    view: 'View',
    opponentDeckTitle: (player: string, week: number) => `${player}'s registered deck for week ${week}`,
    /** 404: a registered deck the caller may not see (not yet played against, or none). */
    notFound: 'Could not find a registered deck',
    /** The admin's panel. */
    adminTitle: 'Registered decks',
    adminWeek: (week: number) => `Week ${week}`,
    adminPlayer: 'Player',
    adminDeck: 'Deck',
    adminValidity: 'Validity',
    adminFlag: 'Flag',
    adminFlagged: (n: number) =>
      n === 0
        ? 'Every player has a legal registered deck'
        : `${n} ${n === 1 ? 'player has' : 'players have'} no legal registered deck`,
    adminNoPlayers: 'No players yet',
    closeTimeLabel: 'Registration closes at (your time)',
    closeTimeSave: 'Save closing time',
    closeTimeClear: 'Clear closing time',
    closeTimeSaved: 'Closing time saved',
    closeTimeCleared: 'Closing time cleared',
    /** 400: a closing time for a week that is over or too far ahead. */
    closeTimeWeek: (active: number) => `A closing time can be set for week ${active} or ${active + 1}`,
    closedAt: (date: string) => `Closed on ${date}`,
  },

  /** Rewards and their configuration. */
  rewards: {
    rewardReverted: 'Reward reverted',
    rewardDeleted: 'Reward deleted',
    tracksUpdateNotice: 'Reward tracks are only updated when a new week starts',
    noCurrentRewards: 'No current rewards',
    rewardAlreadyClaimed: 'This reward has already been claimed',
    rewardNotClaimed: 'Only a claimed reward can be reverted',
    rewardClaimedCannotDelete: 'Only an unclaimed reward can be deleted',
    /** A track's next reward: "2 more wins to a Booster pack", "1 more week to a Wildcard". */
    nextReward: (remaining: number, unit: 'week' | 'win' | 'loss', reward: string) =>
      `${remaining} more ${unit === 'loss' ? (remaining === 1 ? 'loss' : 'losses') : remaining === 1 ? unit : `${unit}s`} to a ${reward}`,
    noNextReward: 'No more rewards on this track',
    /** A reward the track has reached but not granted yet: week starts grant rewards. */
    earnedReward: (reward: string) => `A ${reward} comes when the next week starts`,
    trackTitles: { WEEK: 'Weekly', WIN: 'Wins', LOSS: 'Losses' },
    leagueActor: 'League',
    packNotInPool: 'This pack is not one this reward can choose',
    cardNotAllowed: 'This card is not one this wildcard can choose',
    rewardsNeedStartedWeek: 'Rewards are granted once the first week has started',
    /** What a reward history entry says changed: the track that granted it, the packs or cards claimed. */
    historyGranted: (track: string, counter: number) => `${track} track reached ${counter}`,
    historyNames: (names: string[]) => names.join(', '),
    historyCard: (name: string, copies: number) => `${copies} x ${name}`,
  },

  /** The card catalog (sets, cards, images). */
  catalog: {
    /** Until the first card import is complete: never a partial list. */
    importing: 'The card catalog is still being imported; please try again in a minute',
    setNotFound: (id: string) => `Could not find set: ${id}`,
    /** Too many images asked that the catalog does not have, from one client. */
    tooManyUnknownImages: 'Too many requests for card images that do not exist, please try again later',
    /** The image store is fetching as many images as it may at once. */
    imagesBusy: 'Card images are busy loading, please try again in a moment',
    pageTooLarge: (max: number) => `A page holds at most ${max} cards`,
    gameRequired: 'The game query parameter is required (game=YUGIOH)',
    /** MTG and POKEMON are named by the contracts but not built. */
    unsupportedGame: (game: string) =>
      `The card game ${game} is not supported: only YUGIOH cards are available`,
    /** A card id is a passcode: digits only. */
    invalidCardId: 'This is not a valid card id',
    dateFormat: 'date must be YYYY-MM-DD',
    noBanlistInForce: (format: string, date: string) => `There is no ${format} banlist in force on ${date}`,
  },

  /** Cards wherever they show: the preview, a card list's search and size, and what a pack gave. */
  cards: {
    /** The preview's lines (a card on hover, keyboard focus or a long press). */
    owned: (copies: number) => (copies === 0 ? 'Not owned' : `Owned ${copies}`),
    unlimited: 'Unlimited',
    /** A card the player did not own before this opening. */
    newCard: 'New',
    /** A card list's search field, filtering as the player types. */
    search: 'Search cards',
    searchPlaceholder: 'Name or text',
    /** The deck editor's search: Enter adds the first match. */
    searchAddHint: 'Enter adds the first match to the deck',
    cardSize: 'Card size',
    cardSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
    /** A pack's or a stage's pulls counted by rarity, rarest first: "1 Ultra Rare, 8 Common". */
    rarityCount: (count: number, rarityName: string) => `${count} ${rarityName}`,
    packSummary: (pack: number) => `Pack ${pack} gave you`,
    stageSummary: (stage: number) => `Stage ${stage} gave you`,
    newCount: (count: number) => `${count} new`,
  },

  /** Banlists. */
  banlists: {
    noActiveBanlist: 'There is no active banlist for this week',
    forbidden: 'Forbidden',
    limited: 'Limited',
    semiLimited: 'Semi-limited',
  },

  /** Collection and card detail. */
  collection: {
    noCardSelected: 'No card selected',
    // Collection page (issue 11).
    title: 'Collection',
    empty: 'Open your first packs to start your collection',
    goToDrafts: 'Go to my drafts',
    noMatches: 'No cards match these filters',
    loadFailed: 'Could not load your collection',
    exportCsv: 'Export CSV',
    /** The CSV import (the game's admin, into a player's collection) and its report. */
    import: {
      action: 'Import collection',
      actionFor: (username: string) => `Import collection into ${username}`,
      dialogTitle: (username: string) => `Import a collection into ${username}`,
      explanation:
        "Choose a CSV in YGOPRODeck's collection layout (cardname, cardq, cardrarity, card_edition, cardset, cardcode, cardid, print_id), as YGOPRODeck or this collection page exports it. The cards count as acquired this week.",
      chooseFile: 'CSV file',
      submit: 'Import',
      importing: 'Importing...',
      noFileChosen: 'Choose a CSV file first',
      done: (copies: number, username: string) =>
        `${copies} ${copies === 1 ? 'card' : 'cards'} added to ${username}'s collection`,
      alreadyImported: (username: string) =>
        `This file was already imported into ${username}'s collection: nothing was added again`,
      summary: (taken: number, merged: number, refused: number) =>
        `${taken} taken, ${merged} merged, ${refused} refused`,
      taken: 'Taken',
      merged: 'Merged',
      refused: 'Refused',
      rowsMerged: 'Rows merged',
      rowsRefused: 'Rows refused',
      row: 'Row',
      reason: 'Reason',
      mergedInto: (row: number) => `Added to row ${row}`,
      history: 'Import history',
      historyOf: (username: string) => `Imports into ${username}`,
      noHistory: 'No collection has been imported into this player yet',
      historyEntry: (byUsername: string, fileName: string | null, playerName: string) =>
        `${byUsername} imported ${fileName ?? 'a CSV'} into ${playerName}`,
      playersTitle: 'Players',
      playersIntro: 'Seed a late joiner or move a league from a spreadsheet: import a CSV into a player.',
      // Refusals of a whole file.
      notCsv: 'The file must be sent as a CSV (Content-Type: text/csv)',
      notText: 'The file is not a text CSV: it must be UTF-8 text',
      tooLarge: (megabytes: number) => `The file is too large: a CSV of at most ${megabytes} MB is imported`,
      tooManyRows: (max: number) => `The file has too many rows: at most ${max} are imported at once`,
      noRows: 'The file has no rows to import',
      missingColumns: (columns: string[]) =>
        `The file has no ${columns.join(' or ')} column: it is not a collection CSV in YGOPRODeck's layout`,
      // Refusals of a row.
      unknownCard: (cardId: string) => `No card has the id ${cardId}`,
      unknownPrinting: (cardName: string, code: string, rarity: string, setName: string) =>
        `${cardName} has no printing ${code}${rarity ? ` (${rarity})` : ''}${setName ? ` in ${setName}` : ''}`,
      badQuantity: (value: string, max: number) =>
        `The quantity "${value}" is not a whole number from 1 to ${max}`,
      malformedFields: (fields: number, columns: number) =>
        `The row has ${fields} ${fields === 1 ? 'field' : 'fields'}; the header has ${columns}`,
      malformedCardId: (value: string) => `The card id "${value}" is not a passcode (digits only)`,
      unclosedQuote: 'A quoted field of this row is never closed',
    },
    sortBy: 'Sort by',
    moreSorts: 'More sorts',
    ascending: 'Ascending',
    descending: 'Descending',
    filters: 'Filters',
    clearFilters: 'Clear filters',
    searchText: 'Search',
    searchIn: 'Search in',
    quantity: (count: number) => `Quantity: ${count}`,
    weekAcquired: (week: number) => `Week acquired: ${week}`,
    shown: (shown: number, total: number) => `${shown} of ${total} cards`,
    playerNotFound: (id: string) => `Could not find player: ${id}`,
    cardDetails: 'Card details',
    close: 'Close',
    matchAll: 'Match all',
    min: 'Min',
    max: 'Max',
    cardLabel: (name: string, quantity: number) => `${name}, ${quantity} owned`,
    sortLabels: {
      NAME: 'Name',
      RARITY: 'Rarity',
      LIMIT: 'Limit',
      TYPE: 'Type',
      QUANTITY: 'Quantity',
      WEEK_ACQUIRED: 'Week acquired',
      LEVEL: 'Level',
      ATTACK: 'Attack',
      DEFENSE: 'Defense',
      DEFAULT: 'Default',
    },
    filterLabels: {
      cardType: 'Card type',
      attribute: 'Attribute',
      monsterCardType: 'Monster card type',
      monsterType: 'Monster type',
      spellType: 'Spell type',
      trapType: 'Trap type',
      weekAcquired: 'Week acquired',
      level: 'Level',
      attack: 'Attack',
      defense: 'Defense',
    },
    searchLocations: { CARD_TITLE: 'Card name', CARD_TEXT: 'Card text', BOTH: 'Name and text' },
  },

  /** The chat-bot (Tristan) integration. */
  integrations: {
    configUpdated: 'Tristan config updated successfully',
    notRegistered: (inviteCode: string) =>
      `Tristan has not been registered to a server yet. Use the command /subscribe ${inviteCode} in your server to register it.`,
    // --- Tristan (integrations): the admin panel, the profile menu's account linking, the bot's replies ---
    panelTitle: 'Chat bot (Tristan)',
    loadFailed: 'Could not load the chat bot config',
    notConfigured:
      'Tristan is not configured on this Progression server (no Discord application is set up), so nothing is sent to Discord.',
    clickToCopy: 'Click to copy the invite code',
    server: 'Server',
    defaultChannel: 'Default channel',
    save: 'Save',
    sendTestMessage: 'Send test message',
    testMessageQueued: 'Test message sent to Discord',
    lastAnnouncements: 'Last announcements',
    noAnnouncements: 'Nothing has been announced yet',
    deliveryStates: { PENDING: 'Waiting to be sent', SENT: 'Sent', FAILED: 'Failed' },
    notRegisteredShort: 'Tristan has not been registered to a server yet',
    channelNotCandidate: 'The default channel must be one of the candidate channels',
    unknownChannel: (channel: string) => `Tristan cannot post in the channel ${channel} of this server`,
    otherGuild: 'This config is for another server',
    linkDiscord: 'Link Discord account',
    linkCodeTitle: 'Your Discord link code',
    linkCodeHelp: (code: string) =>
      `In your league's Discord server, use /link code:${code} within 10 minutes to link your Discord account.`,
    linkCodeFailed: 'Could not make a link code',
    linkCodeCopied: 'Copied the /link command to clipboard',
    // Bot replies (ephemeral unless said otherwise).
    guildOnly: 'Use this command in a server.',
    needsManageServer: 'Only a member with the Manage Server permission can do this.',
    unknownInviteCode: 'Could not find a game with that code.',
    subscribed: (game: string, channel: string) =>
      `This server now follows ${game}. Announcements go to #${channel}; the game's admin can pick another channel in Progression.`,
    resubscribed: (game: string) => `This server already follows ${game}; its channels were refreshed.`,
    subscribedToOther: (game: string) =>
      `This server already follows ${game}. Use /unsubscribe first to follow another game.`,
    gameHasOtherServer: 'This game is already registered to another server. Use /unsubscribe there first.',
    noPostableChannel:
      'Tristan cannot post in any text channel of this server. Give it the View Channel and Send Messages permissions and try again.',
    discordUnavailable: 'Discord did not answer Tristan properly. Please try again in a minute.',
    progressionUnavailable: 'Progression did not answer Tristan properly. Please try again in a minute.',
    unsubscribed: (game: string) => `This server no longer follows ${game}.`,
    notSubscribed: "This server does not follow any game. Use /subscribe with the game's invite code.",
    unknownCommand: (name: string) => `Tristan does not know the command /${name}.`,
    unknownOption: (name: string) => `This command has no option ${name}.`,
    missingOption: (name: string) => `This command needs the option ${name}.`,
    unsupportedInteraction: 'Tristan only answers its slash commands and buttons.',
    replayedInteraction: 'This interaction was already received',
    badSignature: 'Invalid request signature',
    linkCodeInvalid:
      'This link code is not valid or has expired. Get a new one from your profile menu in Progression.',
    linked: (username: string) => `Your Discord account is now linked to ${username} in Progression.`,
    notLinked: 'Link your account first: get a code from your profile menu in Progression, then use /link.',
    notAPlayer: 'You are not a player of the game this server follows.',
    noStandings: 'There are no scores yet.',
    standingsTitle: (game: string) => `Current scores of ${game}`,
    standingsRow: (rank: number, username: string, points: number, wins: number, losses: number) =>
      `${rank}. ${username}: ${points} points (${wins} wins, ${losses} losses)`,
    swissStandingsTitle: (game: string) => `Swiss standings of ${game}`,
    swissStandingsRow: (
      rank: number,
      username: string,
      matchPoints: number,
      record: { wins: number; losses: number; byes: number },
      opponentsMatchWin: string,
      gameWin: string,
    ) =>
      `${rank}. ${username}: ${matchPoints} match points (${record.wins} wins, ${record.losses} losses, ${record.byes} ${record.byes === 1 ? 'bye' : 'byes'}), opponents ${opponentsMatchWin}%, games ${gameWin}%`,
    notStarted: 'This game has not been started.',
    weekTitle: (game: string, week: number) => `${game}: week ${week}`,
    weekSets: (sets: string) => `Sets: ${sets}`,
    noSets: 'Sets: none this week',
    banlist: (format: string, date: string) => `Banlist: ${format} from ${date}`,
    noBanlist: 'Banlist: none',
    banlistChanges: (changes: string) => `Changed since last week: ${changes}`,
    noBanlistChanges: 'No banlist changes since last week',
    banChange: (card: string, from: string, to: string) => `${card} ${from} -> ${to}`,
    unlimited: 'Unlimited',
    draftsWaiting: (count: number) =>
      count === 1
        ? '1 pack draft is waiting for the players'
        : `${count} pack drafts are waiting for the players`,
    noOpenMatches: 'You have completed all your matches for this week.',
    openMatchesTitle: (week: number) => `Your matches to play in week ${week}:`,
    openMatch: (opponent: string) => `- against ${opponent}`,
    opponentNotLinked: (name: string) => `${name} has not linked a Progression account.`,
    noMatchWith: (opponent: string) => `You have no match against ${opponent} this week.`,
    reported: (winner: string, loser: string) => `Match updated: ${winner} beat ${loser}.`,
    optionTooLong: (name: string, max: number) =>
      `The option ${name} can be at most ${max.toLocaleString('en-GB')} characters long.`,
    unknownButton: 'Tristan does not know this button.',
    staleButton: 'This button is out of date. Use the command again.',
    notInGame: 'You do not play in that game. Pick one of yours from the list.',
    unknownPlayer: (name: string, game: string) => `${name} is not a player of ${game}.`,
    cardNotFound: (name: string) => `Could not find a card named ${name}.`,
    cardLimit: (card: string, limit: string, game: string, week: number) =>
      `**${card}**: ${limit} in ${game} (week ${week}).`,
    cardNoBanlist: (card: string, game: string, week: number) =>
      `**${card}**: Unlimited in ${game} (week ${week} has no banlist).`,
    // Buttons of the bot's messages.
    buttons: {
      beat: (opponent: string) => `I beat ${opponent}`,
      lostTo: (opponent: string) => `I lost to ${opponent}`,
      won: (username: string) => `${username} won`,
      myMatches: 'My matches',
      refresh: 'Refresh',
      openDraft: 'Open the draft',
      openGame: 'Open in Progression',
    },
    // Announcements (posted in the game's default channel).
    announceWeekStarted: (game: string, week: number) => `**${game}**: week ${week} has started!`,
    announceResult: (game: string, week: number, winner: string, loser: string) =>
      `**${game}** (week ${week}): ${winner} beat ${loser}.`,
    announceResultReset: (game: string, week: number, first: string, second: string) =>
      `**${game}** (week ${week}): the result of ${first} vs ${second} was reset.`,
    announceLegCompleted: (game: string, leg: number, firstWeek: number, lastWeek: number) =>
      `**${game}**: leg ${leg} (weeks ${firstWeek} to ${lastWeek}) is complete. Final table:`,
    announceGameCompleted: (game: string, lastWeek: number) =>
      `**${game}** is complete after ${lastWeek} weeks. Thanks for playing!`,
    announceDraftWaiting: (game: string, username: string) =>
      `**${game}**: a new pack draft is waiting for ${username}.`,
    testMessage: (game: string) =>
      `Tristan test message from ${game}: announcements will appear in this channel.`,
    // Slash command descriptions (registered with Discord).
    commands: {
      subscribe: 'Follow a Progression game in this server (needs Manage Server)',
      inviteCode: "The game's invite code",
      unsubscribe: 'Stop following the game in this server',
      standings: "The game's current scores",
      week: 'The active week: sets, banlist and what changed since last week',
      link: 'Link your Discord account to your Progression account',
      linkCode: 'The code from your profile menu in Progression',
      matches: 'Your unplayed matches this week',
      report: 'Report the result of your match this week',
      opponent: 'Your opponent (a player of the game)',
      game: 'One of your games (default: the game this server follows)',
      card: "A card's limit under the banlist of this week",
      cardName: "The card's name",
      result: 'Did you win or lose?',
      win: 'Win',
      loss: 'Loss',
    },
  },

  /**
   * The page around every screen: the browser tab's title names the page, its game when it has one, and
   * the product ("Collection · Spring League · Progression"); the skip link leads past the top bar and the
   * sidebar to the page itself.
   */
  shell: {
    productName: 'Progression',
    /** A game's own page (its overview, headed by its name) names the game once. */
    documentTitle: (page: string, game?: string) =>
      [page, game === page ? undefined : game, 'Progression'].filter((part) => !!part).join(' · '),
    skipToContent: 'Skip to content',
    /** The login page's two modes, in the tab's title. */
    logInTitle: 'Log in',
    registerTitle: 'Register',
  },

  /**
   * Notifications (the top bar's bell). The spec names only the bell; "You have no notifications" is the
   * shell's text, the rest ours. `game` is the game's name (or "your game" before the service learns it).
   */
  notifications: {
    title: 'Notifications',
    none: 'You have no notifications',
    markAllRead: 'Mark all as read',
    loadFailed: 'Could not load your notifications',
    unreadLabel: (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`),
    sayWhichToRead: 'Say which notifications to mark as read: ids or all',
    someGame: 'your game',
    weekStarted: (week: number, game: string) =>
      `Week ${week} of ${game} has started: new drafts and matches are waiting for you`,
    customDraft: (game: string) => `A custom draft was assigned to you in ${game}`,
    resultRecorded: (week: number, game: string, won: boolean) =>
      `The result of your week ${week} match in ${game} was recorded: you ${won ? 'won' : 'lost'}`,
    resultReset: (week: number, game: string) => `The result of your week ${week} match in ${game} was reset`,
    rewardGranted: (game: string) => `You received a new reward in ${game}`,
    rewardReverted: (game: string) => `The admin of ${game} reverted a reward you claimed`,
    rewardDeleted: (game: string) => `The admin of ${game} deleted one of your rewards`,
    playerJoined: (username: string, game: string) => `${username} joined ${game}`,
    gameCompleted: (game: string) => `${game} is complete`,
    /** A booster draft pick is due (the bell and the chat bot's channel alike). */
    pickDue: (player: string, game: string) => `${player}, your pick in ${game}`,
  },

  /**
   * Confirmed results (the match config's `confirmResults`): the matches page's status, Confirm and
   * Dispute, game scores, the admin's resolution, the refusals, the bell and the chat bot.
   */
  matchResults: {
    confirm: 'Confirm',
    dispute: 'Dispute',
    confirmAgainst: (opponent: string) => `Confirm the result against ${opponent}`,
    disputeAgainst: (opponent: string) => `Dispute the result against ${opponent}`,
    disputeTitle: 'Dispute the result',
    disputeDescription: (winner: string) =>
      `The reported result says ${winner} won. Tell the game's admin what happened; their decision is final.`,
    reasonLabel: 'Reason',
    reasonHelp: (max: number) => `At most ${max} characters`,
    sendDispute: 'Send dispute',
    cancel: 'Cancel',
    resultConfirmed: 'Result confirmed',
    resultDisputed: "Result disputed: the game's admin will decide",
    resultReported: 'Result reported: your opponent confirms it',
    statusColumn: 'Status',
    pendingResult: (winner: string, score: string | null) =>
      `${winner} won${score ? ` ${score}` : ''} (reported)`,
    confirmedResult: (winner: string, score: string | null) => `${winner} won${score ? ` ${score}` : ''}`,
    autoConfirmsAt: (when: string) => `Confirms itself on ${when}`,
    disputedBecause: (username: string, reason: string) => `Disputed by ${username}: ${reason}`,
    scoreLabel: 'Score',
    noScore: 'No score',
    scoreAgainst: (opponent: string) => `Score against ${opponent}`,
    resolveTitle: 'Resolve the dispute',
    resolveWon: (username: string) => `${username} won`,
    resolveAs: (username: string) => `Resolve: ${username} won`,
    resolved: 'Dispute resolved',
    // Refusals of the server.
    notOpponent: 'Only the opponent of the player who reported this result can confirm or dispute it',
    notPending: 'This result is not waiting for confirmation',
    confirmedAdminOnly: "This result is confirmed: only the game's admin can change it",
    disputedAdminOnly: "This result is disputed: the game's admin decides it",
    opponentReported: 'Your opponent reported this match: confirm or dispute their result',
    reasonRange: (max: number) => `Give a reason of 1 to ${max} characters`,
    invalidScore: "The score must be 2-0, 2-1 or 1-0, the winner's games first",
    scoreNeedsWinner: 'A score needs a winner',
    autoConfirmHoursRange: (min: number, max: number) =>
      `The auto-confirm time must be a whole number of hours from ${min} to ${max}`,
    // The match config panel.
    confirmResultsLabel: 'Opponents confirm results',
    autoConfirmHoursLabel: 'Auto-confirm after (hours)',
    // The bell.
    confirmOrDispute: (reporter: string, week: number, game: string) =>
      `${reporter} reported your week ${week} match in ${game}: confirm or dispute the result`,
    disputedNotice: (username: string, week: number, game: string, reason: string) =>
      `${username} disputed a week ${week} result in ${game}: ${reason}`,
    // The chat bot.
    announcePending: (
      game: string,
      week: number,
      reporter: string,
      winner: string,
      loser: string,
      score: string | null,
      opponent: string,
    ) =>
      `${game}, week ${week}: ${reporter} reported that ${winner} beat ${loser}${score ? ` ${score}` : ''}. ${opponent}, please confirm or dispute it.`,
    confirmButton: (username: string) => `Confirm (${username})`,
    disputeLink: 'Dispute on the matches page',
  },

  /** Generic and internal errors (section 8). */
  errors: {
    generic: 'There was an error',
    notFound: 'Not found',
    invalidRequest: 'The request is not valid',
    /** A value of the wrong type (an id that is not one, text where a number belongs). */
    invalidField: (field: string) => `The ${field} is not valid`,
    /** A field the stored record does not have. */
    unknownField: (field: string) => `There is no field named ${field}`,
    alreadyExists: 'This already exists',
    valueTaken: (field: string) => `This ${field} is already taken`,
    /** Two edits of the same record at once: the later one is refused. */
    changedElsewhere: 'This was changed elsewhere; reload it and try again',
    methodNotAllowed: 'This method is not allowed here',
    requestTooLarge: 'The request body is too large',
    headersTooLarge: 'The request headers are too large',
    tooManyValues: (max: number) => `At most ${max} values may be given at once`,
    /** The gateway could not reach the service behind a path, or the service failed mid-answer. */
    serviceUnavailable: 'The service is not available',
    serviceNotConfigured: (service: string) => `The ${service} service is not configured`,
    tooManyRequests: 'Too many requests, please try again later',
    /** Another service refused our own credentials, failed, or answered something unreadable. */
    serviceFailed: 'A service this page needs did not answer properly; please try again later',
    /** An id that cannot name anything (not 24 hexadecimal digits). */
    invalidId: 'This is not a valid id',
    noSetsForType: (type: string) => `No sets for type ${type}. Were card sets fetched?`,
    weekNotFound: 'Could not find week',
    gameNotFound: (id: string) => `Could not find game: ${id}`,
    cardNotFound: (id: string) => `Could not find card: ${id}`,
    playerNotFound: 'Could not find player',
    noYugiohMetaData: 'Card does not have yugioh metadata',
    nonYugiohCardDetails: 'Cannot load details for non-yugioh card',
    unknownYugiohCardType: 'Unknown YugiohCardType',
    unknownYugiohCardRace: 'Unknown YugiohCardRace',
    currentPackUndefined: 'current pack is undefined?',
    gameNotLoaded: 'Game is not loaded',
    noModeSelected: 'No mode selected',
    matchWithoutId: 'Match does not have an id',
    noActiveWeek: 'There is no active week',
    deckWithoutId: 'Deck does not have an id after creation',
    packDraftNotFound: (id: string) => `Could not find pack draft: ${id}`,
    rewardNotFound: (id: string) => `Could not find reward: ${id}`,
    pageNotReady: 'Page is not ready',
    cardNotInDeck: 'Card is not in the deck',
  },

  /** The playoffs: the bracket, the admin's start, the refusals, the bell and the chat bot. */
  playoffs: playoffMessages,
} as const;

export type Messages = typeof messages;
