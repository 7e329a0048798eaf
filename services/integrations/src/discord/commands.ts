import { messages } from '@progression/contracts';
import { permission } from './permissions';

const t = messages.integrations.commands;

/** Option types of Discord's application commands that the bot uses. */
export const optionType = { string: 3, user: 6 } as const;

export interface SlashCommandOption {
  type: number;
  name: string;
  description: string;
  required?: boolean;
  choices?: Array<{ name: string; value: string }>;
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

/** The slash commands Tristan registers with Discord (`npm run discord:register`). */
export const slashCommands: SlashCommand[] = [
  {
    name: 'subscribe',
    description: t.subscribe,
    type: 1,
    options: [{ type: optionType.string, name: 'invite_code', description: t.inviteCode, required: true }],
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
    name: 'link',
    description: t.link,
    type: 1,
    options: [{ type: optionType.string, name: 'code', description: t.linkCode, required: true }],
    contexts: inGuilds,
  },
  { name: 'matches', description: t.matches, type: 1, contexts: inGuilds },
  {
    name: 'report',
    description: t.report,
    type: 1,
    options: [
      { type: optionType.user, name: 'opponent', description: t.opponent, required: true },
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
    ],
    contexts: inGuilds,
  },
];
