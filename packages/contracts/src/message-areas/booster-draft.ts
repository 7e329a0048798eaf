/**
 * Booster drafts: a table that picks one card and passes the pack (BOOSTER_DRAFT stages), its page, its
 * refusals and its admin controls.
 */
export const boosterDraftMessages = {
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
} as const;
