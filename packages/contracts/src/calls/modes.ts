import { z } from 'zod';
import { progressionMode } from '../entities';
import { defineCall } from './define';

/** What other services ask of the modes service. */
export const modesCalls = {
  /** Public: the mode as the calling user sees it; 404 when they may not see it. */
  modeOfCaller: defineCall({
    method: 'GET',
    path: '/rest/api/progression-mode/:id',
    params: z.object({ id: z.string() }),
    reply: progressionMode,
  }),
};
