import {
  createGameResponse,
  inviteValidationResponse,
  joinGameResponse,
  type Game,
  type GameSettings,
} from '@progression/contracts';
import { api } from '@progression/platform';

const base = '/rest/api/progression-game';

export function createGame(modeId: string, settings: GameSettings): Promise<Game> {
  return api.post(base, { modeId, settings }, { parse: createGameResponse.parse });
}

export function joinGame(inviteCode: string): Promise<Game> {
  return api.put(`${base}/invite`, undefined, { query: { inviteCode }, parse: joinGameResponse.parse });
}

export async function isInviteCodeValid(inviteCode: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api.get(`${base}/invite-code/validation`, {
    query: { inviteCode },
    parse: inviteValidationResponse.parse,
    signal,
  });
  return response.valid;
}
