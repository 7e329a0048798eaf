import type { RouteDeclarations } from './define';
import { catalogRoutes } from './catalog';
import { collectionRoutes } from './collection';
import { decksRoutes } from './decks';
import { deckRegistrationsRoutes } from './deck-registrations';
import { draftsRoutes } from './drafts';
import { gamesRoutes } from './games';
import { identityRoutes } from './identity';
import { integrationsRoutes } from './integrations';
import { matchesRoutes } from './matches';
import { playoffsRoutes } from './playoffs';
import { modesRoutes } from './modes';
import { notificationsRoutes } from './notifications';
import { rewardsRoutes } from './rewards';

export * from './define';
export * from './identity';
export * from './catalog';
export * from './modes';
export * from './games';
export * from './matches';
export * from './playoffs';
export * from './rewards';
export * from './drafts';
export * from './collection';
export * from './decks';
export * from './deck-registrations';
export * from './integrations';
export * from './notifications';

/** One area of the public API: the service that serves it and its routes. */
export interface RouteArea {
  /** The area's name as readers see it (the document's tag). */
  name: string;
  /** What the area is about, in a sentence. */
  description: string;
  /** The service (`services/<service>`) that serves every route of the area. */
  service: string;
  routes: RouteDeclarations;
}

/** Every public route, by area, in the order a reader meets them. */
export const publicRouteAreas: readonly RouteArea[] = [
  {
    name: 'Accounts',
    description: 'Registering, logging in and out, tokens and users.',
    service: 'identity',
    routes: identityRoutes,
  },
  {
    name: 'Games',
    description: 'The leagues you play in, their players and weeks.',
    service: 'games',
    routes: gamesRoutes,
  },
  { name: 'Modes', description: 'The plans games are created from.', service: 'modes', routes: modesRoutes },
  {
    name: 'Drafts',
    description: 'Pack drafts, their stages and packs; custom and demo drafts.',
    service: 'drafts',
    routes: draftsRoutes,
  },
  {
    name: 'Collection',
    description: 'The cards a player owns in a game.',
    service: 'collection',
    routes: collectionRoutes,
  },
  {
    name: 'Decks',
    description: "A player's decks, judged by the server on every save.",
    service: 'decks',
    routes: decksRoutes,
  },
  {
    name: 'Registered decks',
    description: "Each week's registered deck of each player, frozen and judged at registration.",
    service: 'decks',
    routes: deckRegistrationsRoutes,
  },
  {
    name: 'Matches',
    description: 'Pairings, results, scoring and standings.',
    service: 'matches',
    routes: matchesRoutes,
  },
  {
    name: 'Playoffs',
    description: "A game's single-elimination playoff of the top of its season standings.",
    service: 'matches',
    routes: playoffsRoutes,
  },
  {
    name: 'Rewards',
    description: 'What players earn by weeks, wins and losses, and their claims.',
    service: 'rewards',
    routes: rewardsRoutes,
  },
  {
    name: 'Catalog',
    description: 'Sets, cards, printings, banlists and images (read only).',
    service: 'catalog',
    routes: catalogRoutes,
  },
  {
    name: 'Notifications',
    description: 'What happened in your games, listed and live.',
    service: 'notifications',
    routes: notificationsRoutes,
  },
  {
    name: 'Discord',
    description: 'Tristan, the Discord bot: its channels, announcements and account links.',
    service: 'integrations',
    routes: integrationsRoutes,
  },
];
