import Router from '@koa/router';
import { messages, type Game, type Player } from '@progression/contracts';
import { access, BadRequest, Conflict, currentUser, findOr404, NotFound } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { Deck } from '../../models/deck';
import { RegistrationWeek, registrationWeekId } from '../../models/registration-week';
import {
  presentRegistration,
  presentWindow,
  registrationsOf,
} from '../../models/registration-week.presenter';
import { policies } from '../../policies';
import {
  judgeForRegistration,
  opponentsOf,
  playedAgainst,
  playedInGame,
  playedKey,
  registeredPlayers,
  setCloseTime,
  storeRegistration,
} from '../../domain/registrations';
import { deckGame } from '../deck/game-of';
import { closeTime, playerRegistration, registerDeck, registrationGame, registrationQuery } from './schema';

/** The game's started weeks: registration needs one (409 before the game starts). */
function activeWeekOf(game: Game): number {
  if (game.weeks.length === 0 || game.activeWeek < 1)
    throw new Conflict(messages.deckRegistrations.notStarted);
  return game.activeWeek;
}

/** The week a read names (the active one by default): a week not started yet is not there (404). */
function weekOf(game: Game, week: number | undefined): number {
  const active = activeWeekOf(game);
  if (week !== undefined && week > active) throw new NotFound(messages.errors.weekNotFound);
  return week ?? active;
}

const findWeek = (gameId: string, week: number) =>
  RegistrationWeek.findById(registrationWeekId(gameId, week)).lean();

const usernameOf = (players: Player[], playerId: string) =>
  players.find((player) => player.id === playerId)?.username ?? playerId;

/** `/rest/api/deck-registrations`: each week's registered deck of each player (issue 25). */
export function deckRegistrationsRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api/deck-registrations' });

  // The caller's player in the game of the query (404 for anyone else), before a body is read.
  const inGame = (gameIdOf: (ctx: Parameters<Parameters<typeof access>[0]>[0]) => string) =>
    access(async (ctx) => {
      const { game, players } = await deckGame(clients, gameIdOf(ctx));
      return { game, players, caller: policies.callerIn(currentUser(ctx), game, players) };
    });
  const callerOfQuery = inGame((ctx) => registrationQuery.input(ctx).query.gameId);
  const callerOfGame = inGame((ctx) => registrationGame.input(ctx).query.gameId);
  const adminOfGame = access(async (ctx) => {
    const { game, players } = await deckGame(clients, registrationGame.input(ctx).query.gameId);
    const caller = policies.callerIn(currentUser(ctx), game, players);
    policies.assertAdmin(caller);
    return { game, players, caller };
  });
  const adminOfQuery = access(async (ctx) => {
    const { game, players } = await deckGame(clients, registrationQuery.input(ctx).query.gameId);
    const caller = policies.callerIn(currentUser(ctx), game, players);
    policies.assertAdmin(caller);
    return { game, players, caller };
  });

  router.get('/', registrationQuery, callerOfQuery, async (ctx) => {
    const { game, players, caller } = callerOfQuery.of(ctx);
    const week = weekOf(game, registrationQuery.input(ctx).query.week);
    const stored = await findWeek(game.id, week);
    const registrations = registrationsOf(stored);
    const mine = registrations.get(caller.id);
    const opponents = (await opponentsOf(game.id, week, caller.id)).filter((id) => registrations.has(id));
    ctx.body = {
      window: presentWindow(week, game.activeWeek, stored),
      registration: mine ? presentRegistration(game.id, week, mine) : null,
      opponents: opponents.map((playerId) => ({ playerId, username: usernameOf(players, playerId) })),
    };
  });

  router.put('/', registrationGame, callerOfGame, registerDeck, async (ctx) => {
    const { game, caller } = callerOfGame.of(ctx);
    const user = currentUser(ctx);
    const week = activeWeekOf(game);
    const { deckId } = registerDeck.input(ctx).body;
    // Only the caller's own deck of this game; anyone else's is as absent as an unknown id.
    const deck = await findOr404(
      Deck,
      { _id: deckId, gameId: game.id, ...policies.ownDecks(user) },
      messages.decks.deckNotFound,
    );
    const cards = deck.cards.map(({ cardId, quantity, zone }) => ({ cardId, quantity, zone }));
    const verdict = await judgeForRegistration(clients, game, caller.id, cards);
    const registration = {
      playerId: caller.id,
      userId: user.id,
      deckId: String(deck._id),
      name: deck.name,
      cards,
      ...verdict,
      registeredAt: new Date(),
    };
    await storeRegistration(game.id, week, registration);
    ctx.body = presentRegistration(game.id, week, registration);
  });

  // The registered decks the caller may open, by week: the list asks the rule of `/players/:playerId`.
  router.get('/visible', registrationGame, callerOfGame, async (ctx) => {
    const { game, caller } = callerOfGame.of(ctx);
    // Before the first week nothing can be registered: an empty list, not the 409 of a week's read.
    const started = game.weeks.length > 0 && game.activeWeek >= 1;
    const weeks = started ? await registeredPlayers(game.id, game.activeWeek) : [];
    const played = caller.isAdmin ? new Set<string>() : await playedInGame(game.id, caller.id);
    ctx.body = {
      registrations: weeks.flatMap(({ week, playerIds }) =>
        [...playerIds]
          .sort()
          .filter((playerId) =>
            policies.maySeeRegistration(caller, playerId, played.has(playedKey(week, playerId))),
          )
          .map((playerId) => ({ week, playerId })),
      ),
    };
  });

  router.get('/week', registrationQuery, adminOfQuery, async (ctx) => {
    const { game, players } = adminOfQuery.of(ctx);
    const week = weekOf(game, registrationQuery.input(ctx).query.week);
    const stored = await findWeek(game.id, week);
    const registrations = registrationsOf(stored);
    ctx.body = {
      window: presentWindow(week, game.activeWeek, stored),
      players: players.map((player) => {
        const registration = registrations.get(player.id);
        return {
          playerId: player.id,
          username: player.username,
          registration: registration ? presentRegistration(game.id, week, registration) : null,
          flag: !registration ? 'NOT_REGISTERED' : registration.valid ? null : 'NOT_LEGAL',
        };
      }),
    };
  });

  router.put('/week/close-time', registrationGame, adminOfGame, closeTime, async (ctx) => {
    const { game } = adminOfGame.of(ctx);
    const active = activeWeekOf(game);
    const { week, closesAt } = closeTime.input(ctx).body;
    // The week being played or the next one: an earlier week is over, a later one too far to plan.
    if (week !== active && week !== active + 1)
      throw new BadRequest(messages.deckRegistrations.closeTimeWeek(active), 'week');
    await setCloseTime(game.id, week, closesAt === null ? null : new Date(closesAt));
    ctx.body = presentWindow(week, active, await findWeek(game.id, week));
  });

  // The check reads the caller's matches, so it runs as the route's access check, before anything else.
  const mayView = access(async (ctx) => {
    const { params, query } = playerRegistration.input(ctx);
    const { game, players } = await deckGame(clients, query.gameId);
    const caller = policies.callerIn(currentUser(ctx), game, players);
    const week = weekOf(game, query.week);
    const opponent = await playedAgainst(game.id, week, caller.id, params.playerId);
    policies.assertMaySeeRegistration(caller, params.playerId, opponent);
    return { game, week };
  });
  router.get('/players/:playerId', playerRegistration, mayView, async (ctx) => {
    const { game, week } = mayView.of(ctx);
    const { playerId } = playerRegistration.input(ctx).params;
    const registration = registrationsOf(await findWeek(game.id, week)).get(playerId);
    if (!registration) throw new NotFound(messages.deckRegistrations.notFound);
    ctx.body = presentRegistration(game.id, week, registration);
  });

  return router;
}
