import request from 'supertest';
import {
  catalogCalls,
  gamesCalls,
  matchesCalls,
  messages,
  type BanType,
  type Card,
  type Match,
  type MatchLegEntry,
  type SwissStanding,
} from '@progression/contracts';
import { callClient, HttpError, NotFound, type ServiceDeps } from '@progression/service-kit';
import {
  fakeCalls,
  startGamesForUpcasts,
  startTestInfra,
  startTestService,
  testGameEvents,
  type TestInfra,
  type TestService,
  testGame,
  testPlayer,
} from '@progression/service-kit/testing';
import {
  interactionSigner,
  snowflake,
  startFakeDiscord,
  type FakeDiscord,
  type InteractionSigner,
} from '@progression/discord-fake';
import { createApp } from '../app';
import { discordApi } from '../discord/api';
import type { Clients } from '../clients';
import { catalogClient } from '../clients/catalog';
import { gamesClient, type InternalGame } from '../clients/games';
import { matchesClient, matchesRefusalsPassedThrough } from '../clients/matches';
import { discordSettings, envShape, serviceName, type Env } from '../env';
import { DiscordLink } from '../models/discord-link';
import { Subscription } from '../models/subscription';
import { announceDraftWaiting } from '../events/handlers/draft-created';
import { announceGameCompleted } from '../events/handlers/game-completed';
import { announceLegCompleted } from '../events/handlers/leg-completed';
import { announcePickDue } from '../events/handlers/pick-due';
import { announceChampion } from '../events/handlers/playoff-completed';
import { announceReportedResult } from '../events/handlers/result-reported';
import { announceResult } from '../events/handlers/result-recorded';
import { announceWeekStarted } from '../events/handlers/week-started';
import { announceWeekReminder } from '../events/handlers/week-reminder';

export const botToken = 'test-bot-token';
export const applicationId = '100000000000000001';

let ids = 0;
/** A fresh 24-hex id. */
export const newId = (prefix = '64f') => `${prefix}${String(++ids).padStart(21, '0')}`;

export interface TestUser {
  id: string;
  username: string;
}

/** A game as the games service would answer it, built from usernames (the first is the admin). */
export function makeGame(
  name: string,
  usernames: string[],
  activeWeek = 1,
): InternalGame & { users: TestUser[] } {
  const gameId = newId('64a');
  const users = usernames.map((username) => ({ id: newId('64c'), username }));
  return {
    users,
    game: testGame(gameId, {
      name,
      activeWeek,
      inviteCode: `CODE${gameId.slice(-6)}`,
      weeks: Array.from({ length: activeWeek }, (_, index) => ({
        id: newId('64e'),
        week: index + 1,
        banlistVersion: null,
        banlist: null,
      })),
      modeId: newId('64b'),
    }),
    players: users.map((user, index) => testPlayer(newId('64d'), gameId, user, index === 0)),
    plan: {
      cardPools: [],
      weeks: [
        {
          week: 1,
          weekSets: [
            {
              pool: 'Standard',
              sets: [
                {
                  id: 's1',
                  type: 'BOOSTER',
                  setCode: 'LOB',
                  setName: 'Legend of Blue Eyes White Dragon',
                  releaseDate: '2002-03-08T00:00:00.000Z',
                },
              ],
            },
          ],
        },
        {
          week: 2,
          weekSets: [
            {
              pool: 'Standard',
              sets: [
                {
                  id: 's2',
                  type: 'BOOSTER',
                  setCode: 'MRD',
                  setName: 'Metal Raiders',
                  releaseDate: '2002-06-26T00:00:00.000Z',
                },
              ],
            },
          ],
        },
      ],
      draftConfig: { steps: [] },
      banlistConfig: {
        banlistTemplate: 'TCG',
        banlistBehaviour: 'FULL',
        banlistSelectionBehaviour: 'LATEST_PACK',
      },
    } as unknown as InternalGame['plan'],
  };
}

/** A card as the catalog answers it, from its passcode and name. */
export function makeCard(id: string, name: string): Card {
  return {
    id,
    name,
    description: `${name}'s text`,
    smallImageUrl: '',
    largeImageUrl: '',
    firstPrintedRarity: null,
    yugiohMetaData: null,
    deckClassification: 'MAIN_DECK',
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [id],
    konamiId: null,
  };
}

/**
 * The other services as these tests need them (the declarations' typed fakes): games in memory, matches
 * recorded, and a small catalog (cards, and one TCG banlist version per date).
 */
export class FakeServices {
  cards: Card[] = [];
  /** Ban types per `format:date` (the banlist version in force on that date). */
  banlists = new Map<string, Map<string, BanType>>();
  games = new Map<string, InternalGame>();
  matches = new Map<string, Match[]>();
  currentScores = new Map<string, MatchLegEntry[]>();
  swissStandings = new Map<string, SwissStanding[]>();
  reports: Array<{ userId: string; matchId: string; winnerId: string }> = [];
  /** Confirmed results: the confirmations the bot made, as the user. */
  confirmations: Array<{ userId: string; matchId: string }> = [];
  /** The matches service's refusal of the next report, if any (its message is the player's answer). */
  refuseNextReport: { status: number; message: string } | undefined;
  /** How often games' internal read was asked (event handlers must not: the events carry the game). */
  internalGameReads = 0;

  add<G extends InternalGame>(game: G): G {
    this.games.set(game.game.id, game);
    return game;
  }

  reset() {
    this.cards = [];
    this.banlists.clear();
    this.games.clear();
    this.matches.clear();
    this.currentScores.clear();
    this.swissStandings.clear();
    this.reports = [];
    this.confirmations = [];
    this.refuseNextReport = undefined;
    this.internalGameReads = 0;
  }

  clients(): Required<Omit<Clients, 'discord'>> {
    const find = (gameId: string) => {
      const game = this.games.get(gameId);
      if (!game) throw new NotFound(messages.errors.gameNotFound(gameId));
      return structuredClone(game);
    };
    return {
      games: gamesClient(
        fakeCalls(gamesCalls, {
          internalGame: ({ params }) => {
            this.internalGameReads += 1;
            return find(params.id);
          },
          gameByInviteCode: ({ params }) => {
            // As games refuses it: a code longer than its declared 64 characters.
            if (!gamesCalls.gameByInviteCode.params.safeParse(params).success)
              throw new HttpError(400, messages.errors.invalidField('code'));
            const game = [...this.games.values()].find(
              (candidate) => candidate.game.inviteCode === params.code,
            );
            if (!game) throw new NotFound(messages.games.inviteCodeNotFound);
            return { gameId: game.game.id, name: game.game.name };
          },
          gamesOfUser: ({ params }) => ({
            games: [...this.games.values()].flatMap(({ game, players }) => {
              const player = players.find((candidate) => candidate.userId === params.userId);
              return player
                ? [{ gameId: game.id, name: game.name, inviteCode: game.inviteCode, isAdmin: player.isAdmin }]
                : [];
            }),
          }),
        }),
      ),
      catalog: catalogClient(
        fakeCalls(catalogCalls, {
          cards: ({ query }) => ({
            cards: this.cards.filter((card) => (query.cardIds as string[]).includes(card.id)),
          }),
          searchCards: ({ body }) => {
            const text = body?.filters?.textSearch?.searchText.toLowerCase() ?? '';
            const cards = this.cards
              .filter((card) => card.name.toLowerCase().includes(text))
              .sort((a, b) => a.name.localeCompare(b.name));
            const pageSize = body?.pageSize ?? 100;
            return { cards: cards.slice(0, pageSize), total: cards.length, page: 1, pageSize };
          },
          banlistInForce: ({ query }) => {
            const entries = this.banlists.get(`${query.format}:${query.date}`);
            if (!entries) throw new NotFound(messages.errors.notFound);
            return {
              format: query.format,
              activeFrom: `${query.date}T00:00:00.000Z`,
              entries: [...entries].map(([cardId, banType]) => ({ cardId, banType })),
            };
          },
        }),
      ),
      matches: matchesClient(
        fakeCalls(matchesCalls, {
          matchesAsUser: ({ query }) => ({ matches: this.matches.get(query.game) ?? [] }),
          matchLegsAsUser: ({ query }) => ({
            legs: [],
            currentScores: this.currentScores.get(query.gameId) ?? [],
            standings: [],
            swissStandings: this.swissStandings.get(query.gameId) ?? [],
          }),
          reportAsUser: ({ params, body }) => {
            if (this.refuseNextReport) {
              const { status, message } = this.refuseNextReport;
              this.refuseNextReport = undefined;
              throw new HttpError(status, message);
            }
            this.reports.push({ userId: params.userId, matchId: params.id, winnerId: body.winnerId });
            const match = [...this.matches.values()].flat().find((candidate) => candidate.id === params.id)!;
            match.winnerId = body.winnerId;
            return match;
          },
          confirmAsUser: ({ params }) => {
            this.confirmations.push({ userId: params.userId, matchId: params.id });
            const match = [...this.matches.values()].flat().find((candidate) => candidate.id === params.id)!;
            if (!match?.reported) throw new HttpError(409, messages.matchResults.notPending);
            Object.assign(match, {
              winnerId: match.reported.winnerId,
              resultStatus: 'CONFIRMED',
              reported: null,
            });
            return match;
          },
        }),
      ),
    };
  }
}

export interface Tristan {
  service: TestService<typeof envShape>;
  discord: FakeDiscord;
  signer: InteractionSigner;
  fakes: FakeServices;
  /** Calls that reached games over HTTP: the v1 upcaster's only, answered from the fake games. */
  gamesReceived: string[];
  env: Record<string, string>;
  api(): ReturnType<typeof request>;
  /** Posts an interaction signed like Discord's. */
  interact(body: unknown): request.Test;
  /** Stops the service (its delivery loop and consumers) and starts it again on the same Mongo and NATS. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The web app's address the test service's link buttons open. */
export const webAppUrl = 'https://progression.test';

const handlersOf = (clients: Clients) => [
  announceWeekStarted(clients, { webAppUrl }),
  announceResult(clients),
  announceLegCompleted(clients),
  announceGameCompleted(clients),
  announceDraftWaiting(clients, { webAppUrl }),
  announcePickDue(clients, { webAppUrl }),
  announceWeekReminder(clients, { webAppUrl }),
  announceChampion(clients),
  announceReportedResult(clients, { webAppUrl }),
];

/**
 * The service against the fake Discord, with its event handlers, on the embedded Mongo and a real NATS.
 * With `matchesUrl` it asks that matches service (a real one) instead of the fake, and with `infra` it
 * shares that Mongo and NATS (left running on stop).
 */
export async function startTristan(
  options: { withHandlers?: boolean; configured?: boolean; matchesUrl?: string; infra?: TestInfra } = {},
): Promise<Tristan> {
  const discord = await startFakeDiscord({ botToken });
  const signer = interactionSigner();
  const fakes = new FakeServices();
  const configured = options.configured ?? true;
  const { games, upcast } = await startGamesForUpcasts(serviceName, (gameId) =>
    testGameEvents(fakes.games.get(gameId)!),
  );
  const env: Record<string, string> = {
    GAMES_URL: 'http://127.0.0.1:9',
    DISCORD_API_URL: discord.url,
    WEB_APP_URL: webAppUrl,
    ...(options.matchesUrl && { MATCHES_URL: options.matchesUrl }),
    ...(configured && {
      DISCORD_APPLICATION_ID: applicationId,
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_BOT_TOKEN: botToken,
    }),
  };
  const clientsFor = (deps: ServiceDeps<Env>): Clients => {
    const settings = discordSettings(deps.env);
    const matches = options.matchesUrl
      ? matchesClient(
          callClient(matchesCalls, {
            baseUrl: options.matchesUrl,
            serviceName,
            secret: deps.env.SERVICE_SECRET,
            passedThrough: matchesRefusalsPassedThrough,
          }),
        )
      : undefined;
    const fake = fakes.clients();
    return { ...fake, matches: matches ?? fake.matches, discord: settings && discordApi(settings) };
  };
  // The handlers need the clients before the app exists: one set per started service.
  const start = async (infra: TestInfra) => {
    let clients: Clients | undefined;
    const lazy: Clients = new Proxy({} as Clients, { get: (_, key: keyof Clients) => clients![key] });
    return startTestService({
      name: serviceName,
      infra,
      createApp: (deps) => {
        clients = clientsFor(deps);
        return createApp(deps, clients, { deliveryIntervalMs: 50 });
      },
      handlers: options.withHandlers ? handlersOf(lazy) : undefined,
      upcast,
      extraShape: envShape,
      extraEnv: env,
    });
  };
  const infra = options.infra ?? (await startTestInfra());
  let service = await start(infra);
  return {
    get service() {
      return service;
    },
    discord,
    signer,
    fakes,
    gamesReceived: games.received,
    env,
    api: () => request(service.app.callback()),
    interact(body) {
      const text = JSON.stringify(body);
      return request(service.app.callback())
        .post('/integrations/discord/interactions')
        .set(signer.headersFor(text))
        .send(text);
    },
    async restart() {
      await service.stop();
      service = await start(infra);
    },
    async stop() {
      await service.stop();
      if (!options.infra) await infra.stop();
      await discord.stop();
      await games.stop();
    },
  };
}

/**
 * A game (kaiba its admin, yugi and joey players, week 2 active) whose Discord server follows it, yugi and
 * joey linked to Discord users (kaiba not), and the matches of weeks 1 and 2 (none played yet).
 */
export async function followedLeague(t: Tristan) {
  const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba', 'yugi', 'joey'], 2));
  const guildId = snowflake();
  const channel = snowflake();
  t.discord.addGuild({ id: guildId, name: 'Duel Academy', channels: [{ id: channel, name: 'general' }] });
  await Subscription.create({
    _id: game.game.id,
    guildId,
    guildName: 'Duel Academy',
    channels: [{ id: channel, name: 'general' }],
    candidateChannels: [channel],
    defaultChannel: channel,
    subscribedBy: snowflake(),
  });
  const [kaiba, yugi, joey] = game.players as [Player, Player, Player];
  const discordUsers = {
    yugi: { id: snowflake(), username: 'yugi_d' },
    joey: { id: snowflake(), username: 'joey_d' },
    unlinked: { id: snowflake(), username: 'bakura_d' },
  };
  await DiscordLink.create([
    { _id: discordUsers.yugi.id, userId: yugi.userId, username: 'yugi' },
    { _id: discordUsers.joey.id, userId: joey.userId, username: 'joey' },
  ]);
  const match = (week: number, first: Player, second: Player): Match => ({
    id: newId('64f'),
    gameId: game.game.id,
    weekId: game.game.weeks[week - 1]!.id,
    weekNum: week,
    round: 1,
    firstPlayerId: first.id,
    secondPlayerId: second.id,
    winnerId: null,
    resultStatus: null,
    score: null,
    reported: null,
  });
  const matches = {
    yugiJoey1: match(1, yugi, joey),
    yugiJoey: match(2, yugi, joey),
    kaibaYugi: match(2, kaiba, yugi),
  };
  t.fakes.matches.set(game.game.id, Object.values(matches));
  return { game, gameId: game.game.id, guildId, channel, kaiba, yugi, joey, discordUsers, matches };
}
type Player = InternalGame['players'][number];
