import { discordLimits, messages } from '@progression/contracts';
import type { Clients } from '../../clients';
import type { InternalGame } from '../../clients/games';
import { actionButton, actionRow } from '../../discord/components';
import { discordText } from '../discord-text';
import { privately, type CommandInput, type Reply } from './context';
import { gameOfInteraction, linkedPlayer } from './followed-game';

const t = messages.integrations;

type Player = InternalGame['players'][number];

/**
 * The player's unplayed matches of the active week, each with a row of buttons reporting it ("I beat
 * joey", "I lost to joey"); `before` heads the text (a result just reported). Five rows at most: the
 * text names every match, the buttons cover the first five.
 */
export async function openMatchesReply(
  followed: InternalGame,
  me: Player,
  clients: Pick<Clients, 'matches'>,
  before: string[] = [],
): Promise<Reply> {
  const { game, players } = followed;
  const all = await clients.matches.matches(me.userId, game.id);
  const open = all.filter(
    (match) =>
      match.weekNum === game.activeWeek &&
      match.winnerId === null &&
      (match.firstPlayerId === me.id || match.secondPlayerId === me.id),
  );
  if (open.length === 0) return privately(discordText([...before, t.noOpenMatches]));
  const name = (playerId: string) => players.find((player) => player.id === playerId)?.username ?? playerId;
  const opponentOf = (match: (typeof open)[number]) =>
    match.firstPlayerId === me.id ? match.secondPlayerId : match.firstPlayerId;
  // One row a match; Discord takes five rows at most.
  const rows = open.slice(0, discordLimits.actionRows).map((match) => {
    const opponentId = opponentOf(match);
    const fields = { gameId: game.id, matchId: match.id };
    return actionRow([
      actionButton(t.buttons.beat(name(opponentId)), 'report', { ...fields, winnerId: me.id }, 'success'),
      actionButton(
        t.buttons.lostTo(name(opponentId)),
        'report',
        { ...fields, winnerId: opponentId },
        'danger',
      ),
    ]);
  });
  return privately(
    discordText([
      ...before,
      t.openMatchesTitle(game.activeWeek),
      ...open.map((match) => t.openMatch(name(opponentOf(match)))),
    ]),
    rows,
  );
}

/** /matches [game]: the linked player's unplayed matches of the active week, with buttons to report them. */
export async function matches(input: CommandInput): Promise<Reply> {
  const followed = await gameOfInteraction(input);
  const me = await linkedPlayer(input, followed);
  return openMatchesReply(followed, me, input.clients);
}
