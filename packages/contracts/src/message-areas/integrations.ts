/** The chat-bot (Tristan) integration. */
export const integrationsMessages = {
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
} as const;
