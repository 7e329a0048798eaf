import { collectionImportLimits } from '@progression/contracts';

/** Every service behind the gateway (DESIGN.md section 2); `<NAME>_URL` configures each. */
export const serviceNames = [
  'identity',
  'catalog',
  'modes',
  'games',
  'matches',
  'rewards',
  'drafts',
  'collection',
  'decks',
  'integrations',
  'notifications',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/** One row of the table: requests whose path starts with `path` (`:name` matches one segment) go to `service`. */
export interface RouteRow {
  path: string;
  service: ServiceName;
  /** Whether the gateway checks the token before forwarding. */
  auth: boolean;
  /** Bytes of body this route takes when more than `BODY_LIMIT_BYTES` (an upload). */
  bodyLimit?: number;
}

/** Most specific first: the first matching row wins. */
export const routeTable: readonly RouteRow[] = [
  { path: '/authentication', service: 'identity', auth: false },
  { path: '/card-images', service: 'catalog', auth: false },
  { path: '/rest/api/app-user', service: 'identity', auth: true },
  { path: '/rest/api/progression-mode/:id/week/:week/demo-draft', service: 'drafts', auth: true },
  { path: '/rest/api/progression-mode', service: 'modes', auth: true },
  { path: '/rest/api/progression-game/:id/reward-config', service: 'rewards', auth: true },
  { path: '/rest/api/progression-game/:id/drafts/bulk', service: 'drafts', auth: true },
  { path: '/rest/api/progression-game', service: 'games', auth: true },
  { path: '/rest/api/game-player', service: 'games', auth: true },
  { path: '/rest/api/sets', service: 'catalog', auth: true },
  { path: '/rest/api/cards', service: 'catalog', auth: true },
  { path: '/rest/api/set-cards', service: 'catalog', auth: true },
  { path: '/rest/api/banlist', service: 'catalog', auth: true },
  // A collection CSV (10,000 rows are about 1 MB); the service refuses past the same limit.
  {
    path: '/rest/api/collection/import',
    service: 'collection',
    auth: true,
    bodyLimit: collectionImportLimits.maxBytes,
  },
  { path: '/rest/api/collection', service: 'collection', auth: true },
  { path: '/rest/api/deck', service: 'decks', auth: true },
  { path: '/rest/api/deck-registrations', service: 'decks', auth: true },
  { path: '/rest/api/matches', service: 'matches', auth: true },
  { path: '/rest/api/match-config', service: 'matches', auth: true },
  { path: '/rest/api/match-legs', service: 'matches', auth: true },
  { path: '/rest/api/match-rounds', service: 'matches', auth: true },
  { path: '/rest/api/playoffs', service: 'matches', auth: true },
  { path: '/rest/api/playoff-matches', service: 'matches', auth: true },
  { path: '/rest/api/game-reward', service: 'rewards', auth: true },
  { path: '/rest/api/game-rewards', service: 'rewards', auth: true },
  { path: '/rest/api/admin/game-rewards', service: 'rewards', auth: true },
  { path: '/rest/api/pack-draft', service: 'drafts', auth: true },
  { path: '/rest/api/draft-pack', service: 'drafts', auth: true },
  { path: '/rest/api/tristan', service: 'integrations', auth: true },
  { path: '/rest/api/notifications', service: 'notifications', auth: true },
  // Discord posts slash commands here; each request is checked by its Ed25519 signature, not a token.
  { path: '/integrations/discord/interactions', service: 'integrations', auth: false },
];

export interface CompiledRoute extends RouteRow {
  matches(path: string): boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A row's path as a whole-segment prefix: `/rest/api/deck` matches `/rest/api/deck/1`, not `/rest/api/decks`. */
export function compileRoute(row: RouteRow): CompiledRoute {
  const pattern = row.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  const regexp = new RegExp(`^${pattern}(?:/|$)`);
  return { ...row, matches: (path) => regexp.test(path) };
}

const compiled = routeTable.map(compileRoute);

/** The row that serves a path, if any. */
export const findRoute = (path: string): CompiledRoute | undefined =>
  compiled.find((route) => route.matches(path));
