import {
  deckRegistration,
  myRegistrationResponse,
  registrationWindow,
  visibleRegistrationsResponse,
  weekRegistrationsResponse,
  type DeckRegistration,
  type MyRegistrationResponse,
  type RegistrationCloseTimePayload,
  type RegistrationWindow,
  type VisibleRegistrationsResponse,
  type WeekRegistrationsResponse,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const registrationsPath = '/rest/api/deck-registrations';

/** Registered decks (issue 25) through the gateway: every reply parsed with its contracts schema. */
export const deckRegistrations = {
  /** The caller's registration for a week (the active one by default), the window and their opponents. */
  mine: (gameId: string, week?: number, signal?: AbortSignal): Promise<MyRegistrationResponse> =>
    api.get(registrationsPath, { query: { gameId, week }, parse: myRegistrationResponse.parse, signal }),

  /** Registers one of the caller's decks for the active week (a frozen copy, judged now). */
  register: (gameId: string, deckId: string): Promise<DeckRegistration> =>
    api.put(registrationsPath, { deckId }, { query: { gameId }, parse: deckRegistration.parse }),

  /** A player's registered deck: own, an opponent's after a reported match, any for the admin. */
  ofPlayer: (
    gameId: string,
    playerId: string,
    week?: number,
    signal?: AbortSignal,
  ): Promise<DeckRegistration> =>
    api.get(`${registrationsPath}/players/${segment(playerId)}`, {
      query: { gameId, week },
      parse: deckRegistration.parse,
      signal,
    }),

  /** Which registered decks the caller may open, of every started week (whose and which week only). */
  visible: (gameId: string, signal?: AbortSignal): Promise<VisibleRegistrationsResponse> =>
    api.get(`${registrationsPath}/visible`, {
      query: { gameId },
      parse: visibleRegistrationsResponse.parse,
      signal,
    }),

  /** Every player's registration of a week, flagged (the game's admin). */
  ofWeek: (gameId: string, week?: number, signal?: AbortSignal): Promise<WeekRegistrationsResponse> =>
    api.get(`${registrationsPath}/week`, {
      query: { gameId, week },
      parse: weekRegistrationsResponse.parse,
      signal,
    }),

  /** The admin's closing time of a week's registration (null clears it). */
  setCloseTime: (gameId: string, payload: RegistrationCloseTimePayload): Promise<RegistrationWindow> =>
    api.put(`${registrationsPath}/week/close-time`, payload, {
      query: { gameId },
      parse: registrationWindow.parse,
    }),
};
