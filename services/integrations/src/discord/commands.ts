import { messages } from '@progression/contracts';
import { permission } from './permissions';

const t = messages.integrations.commands;

/** Option types of Discord's application commands that the bot uses. */
export const optionType = { string: 3 } as const;

export interface SlashCommandOption {
  type: number;
  name: string;
  description: string;
  required?: boolean;
  choices?: Array<{ name: string; value: string }>;
  /** Discord asks the bot for choices as the user types (an autocomplete interaction). */
  autocomplete?: boolean;
}
export interface SlashCommand {
  name: string;
  description: string;
  type: 1;
  options?: SlashCommandOption[];
  /** Members without these permissions do not see the command (the bot checks again anyway). */
  default_member_permissions?: string;
  /** Guild commands only: none of them works in a direct message. */
  contexts?: number[];
}

const inGuilds = [0];

/** One of the linked user's games, offered as they type (default: the game the server follows). */
const gameOption: SlashCommandOption = {
  type: optionType.string,
  name: 'game',
  description: t.game,
  autocomplete: true,
};

/** The slash commands Tristan registers with Discord (`npm run discord:register`). */
export const slashCommands: SlashCommand[] = [
  {
    name: 'subscribe',
    description: t.subscribe,
    type: 1,
    // The linked user's games are offered by name; the value is the game's invite code.
    options: [
      {
        type: optionType.string,
        name: 'invite_code',
        description: t.inviteCode,
        required: true,
        autocomplete: true,
      },
    ],
    default_member_permissions: String(permission.manageGuild),
    contexts: inGuilds,
  },
  {
    name: 'unsubscribe',
    description: t.unsubscribe,
    type: 1,
    default_member_permissions: String(permission.manageGuild),
    contexts: inGuilds,
  },
  { name: 'standings', description: t.standings, type: 1, contexts: inGuilds },
  { name: 'week', description: t.week, type: 1, contexts: inGuilds },
  {
    name: 'card',
    description: t.card,
    type: 1,
    options: [
      { type: optionType.string, name: 'name', description: t.cardName, required: true, autocomplete: true },
    ],
    contexts: inGuilds,
  },
  {
    name: 'link',
    description: t.link,
    type: 1,
    options: [{ type: optionType.string, name: 'code', description: t.linkCode, required: true }],
    contexts: inGuilds,
  },
  { name: 'matches', description: t.matches, type: 1, options: [gameOption], contexts: inGuilds },
  {
    name: 'report',
    description: t.report,
    type: 1,
    options: [
      // The players of the game (the `game` option's, else the followed one's), offered as the user types.
      {
        type: optionType.string,
        name: 'opponent',
        description: t.opponent,
        required: true,
        autocomplete: true,
      },
      {
        type: optionType.string,
        name: 'result',
        description: t.result,
        required: true,
        choices: [
          { name: t.win, value: 'win' },
          { name: t.loss, value: 'loss' },
        ],
      },
      gameOption,
    ],
    contexts: inGuilds,
  },
];
