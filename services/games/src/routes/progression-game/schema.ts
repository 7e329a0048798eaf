import { z } from 'zod';
import { createGamePayload, inviteCodeQuery, startNextWeekPayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

const gameParams = z.object({ id: z.string() });

export const create = validate({ body: createGamePayload });
export const invite = validate({ query: inviteCodeQuery });
export const one = validate({ params: gameParams });
/** The week to start (the body), read after the access check; the game's id is `one`'s. */
export const week = validate({ body: startNextWeekPayload });
