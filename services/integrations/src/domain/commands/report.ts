import { messages } from '@progression/contracts';
import type { InternalGame } from '../../clients/games';
import { MatchesRefusal } from '../../clients/matches';
import { privately, publicly, type CommandInput, type Reply } from './context';
import { gameOfInteraction, linkedPlayer } from './followed-game';

const t = messages.integrations;

/** A player of the game named by an option: the id the autocomplete offers, or a username as typed. */
export function playerNamed(game: InternalGame, value: string) {
  const wanted = value.trim().toLowerCase();
  return (
    game.players.find((player) => player.id === value.trim()) ??
    game.players.find((player) => player.username.toLowerCase() === wanted)
  );
}

/**
 * /report opponent result [game]: the linked player reports their match against the opponent (a player
 * of the game) through the matches service as themselves, so the web app's rules answer: the active
 * week's match, else their latest one (which the service refuses as too old).
 */
export async function report(input: CommandInput): Promise<Reply> {
  const followed = await gameOfInteraction(input);
  const me = await linkedPlayer(input, followed);
  const named = input.options.get('opponent')!;
  const opponent = playerNamed(followed, named);
  if (!opponent || opponent.id === me.id)
    return privately(t.unknownPlayer(named.trim().slice(0, 100), followed.game.name));

  const between = (await input.clients.matches.matches(me.userId, followed.game.id))
    .filter(
      (match) =>
        (match.firstPlayerId === me.id && match.secondPlayerId === opponent.id) ||
        (match.firstPlayerId === opponent.id && match.secondPlayerId === me.id),
    )
    .sort((a, b) => b.weekNum - a.weekNum);
  const match = between.find((candidate) => candidate.weekNum === followed.game.activeWeek) ?? between[0];
  if (!match) return privately(t.noMatchWith(opponent.username));

  const won = input.options.get('result') === 'win';
  try {
    await input.clients.matches.report(me.userId, match.id, won ? me.id : opponent.id);
  } catch (error) {
    if (error instanceof MatchesRefusal) return privately(error.message);
    throw error;
  }
  return publicly(
    won ? t.reported(me.username, opponent.username) : t.reported(opponent.username, me.username),
  );
}
