import { z } from 'zod';
import {
  myRegistrationResponse,
  playerRegistrationParams,
  registerDeckPayload,
  registrationCloseTimePayload,
  registrationQuery,
  visibleRegistrationsResponse,
  weekRegistrationsResponse,
} from '../api/deck-registrations';
import { deckRegistration, registrationWindow } from '../entities/deck-registration';
import { objectId } from '../primitives';
import { defineRoute } from './define';

// The game goes into games' URL: an ObjectId, anything else a clear 400.
const query = registrationQuery.extend({ gameId: objectId });
const gameQuery = z.object({ gameId: objectId });

/** Registered decks (issue 25): one deck per player and week, frozen and judged at registration. */
export const deckRegistrationsRoutes = {
  myRegistration: defineRoute({
    method: 'GET',
    path: '/rest/api/deck-registrations',
    summary: 'Your registered deck for a week',
    description:
      'The active week unless `week` names another: whether registration is open, your registered copy, and the opponents whose registered deck you may see (a reported match between you that week).',
    token: 'user',
    query,
    reply: myRegistrationResponse,
    refusals: [404, 409, 502],
  }),
  registerDeck: defineRoute({
    method: 'PUT',
    path: '/rest/api/deck-registrations',
    summary: 'Register one of your decks for the active week',
    description:
      "A copy of the deck is frozen and judged now (the week's banlist, the copies you own now). Registering again replaces it until registration closes: at the week's first reported result, or at the admin's closing time (409 after).",
    token: 'user',
    query: gameQuery,
    body: registerDeckPayload,
    reply: deckRegistration,
    refusals: [404, 409, 502],
  }),
  playerRegistration: defineRoute({
    method: 'GET',
    path: '/rest/api/deck-registrations/players/:playerId',
    summary: "A player's registered deck for a week",
    description:
      "Your own; an opponent's once a result of your match that week is reported; any player's for the game's admin. Otherwise 404, as for a deck that is not there.",
    token: 'user',
    params: playerRegistrationParams,
    query,
    reply: deckRegistration,
    refusals: [404, 409, 502],
  }),
  visibleRegistrations: defineRoute({
    method: 'GET',
    path: '/rest/api/deck-registrations/visible',
    summary: 'The registered decks you may see, of every started week',
    description:
      "Which players' registered decks the caller may open, by week (ids only): their own, their opponents' of a week once a result of their match that week is reported, every player's for the game's admin. A player who did not register is not listed.",
    token: 'user',
    query: gameQuery,
    reply: visibleRegistrationsResponse,
    refusals: [404, 502],
  }),
  weekRegistrations: defineRoute({
    method: 'GET',
    path: '/rest/api/deck-registrations/week',
    summary: "Every player's registered deck for a week (the game's admin)",
    description: 'Each player of the game with their registration, flagged when it is missing or not legal.',
    token: 'user',
    query,
    reply: weekRegistrationsResponse,
    refusals: [403, 404, 409, 502],
  }),
  setRegistrationCloseTime: defineRoute({
    method: 'PUT',
    path: '/rest/api/deck-registrations/week/close-time',
    summary: "Set or clear the closing time of a week's registration (the game's admin)",
    description:
      "For the active week or the next; `closesAt` null clears it. The week's first reported result closes registration whatever the time says.",
    token: 'user',
    query: gameQuery,
    body: registrationCloseTimePayload,
    reply: registrationWindow,
    refusals: [403, 404, 409, 502],
  }),
};
