import { z } from 'zod';
import { messages, objectId, rewardTypes } from '@progression/contracts';
import { validate } from '@progression/service-kit';

const clockNumber = (field: string) =>
  z
    .number({ error: messages.errors.invalidField(field) })
    .int({ error: messages.errors.invalidField(field) })
    .min(0, { error: messages.errors.invalidField(field) })
    .max(10000, { error: messages.errors.invalidField(field) });

const clock = z.object({
  type: z.enum(rewardTypes, { error: messages.errors.invalidField('type') }),
  startingFrom: clockNumber('startingFrom'),
  every: clockNumber('every'),
  quantity: clockNumber('quantity'),
});
const track = z.object({
  id: z
    .string({ error: messages.errors.invalidField('id') })
    .min(1)
    .max(100),
  clocks: z
    .array(clock, { error: messages.errors.invalidField('clocks') })
    .max(20, { error: messages.errors.invalidField('clocks') }),
});

const params = z.object({ id: objectId });

export const readConfig = validate({ params });
/** The tracks (the body), read after the access check; the game's id is `readConfig`'s. */
export const writeConfig = validate({
  body: z.object({ weekTrack: track, winTrack: track, lossTrack: track }),
});
