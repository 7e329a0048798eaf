import { z } from 'zod';
import { modesResponse, newModeResponse, saveModePayload } from '../api/modes';
import { progressionMode } from '../entities';
import { defineRoute } from './define';

const modeParams = z.object({ id: z.string() });

/** Modes: the plans (weeks, sets, drafts, banlists) games are created from. */
export const modesRoutes = {
  listModes: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-mode',
    summary: 'The modes you may use',
    description: 'Your own modes and the public ones, oldest first.',
    token: 'user',
    reply: modesResponse,
    refusals: [403],
  }),
  createMode: defineRoute({
    method: 'POST',
    path: '/rest/api/progression-mode/new',
    summary: 'Create a mode with the defaults',
    token: 'user',
    status: 201,
    reply: newModeResponse,
    refusals: [403, 409],
  }),
  getMode: defineRoute({
    method: 'GET',
    path: '/rest/api/progression-mode/:id',
    summary: 'One mode',
    token: 'user',
    params: modeParams,
    reply: progressionMode,
    refusals: [403, 404],
  }),
  saveMode: defineRoute({
    method: 'PUT',
    path: '/rest/api/progression-mode/:id',
    summary: 'Save your mode',
    description: 'A save over a version changed elsewhere since it was read is refused with 409.',
    token: 'user',
    params: modeParams,
    body: saveModePayload,
    reply: progressionMode,
    refusals: [403, 404, 409],
  }),
};
