// Setting up a league through the API: the catalog's sets once imported, a mode over them, a game joined
// by its players. Tests that play these steps in the browser (the season, the league test) do not use it.
import type { CardSet } from '@progression/contracts';
import type { Api } from './api';
import { eventually, ok } from './helpers';

/** A card set as the catalog lists it. */
export type SetSummary = Pick<CardSet, 'id' | 'setCode' | 'setName' | 'type' | 'releaseDate'>;

/**
 * The catalog's sets once its import has finished (it answers 503 until then), as soon as every set
 * code in `needed` is listed.
 */
export async function catalogSets(
  api: Api,
  token: string,
  needed: string[] = ['LOB'],
): Promise<SetSummary[]> {
  return eventually('the catalog', async () => {
    const response = await api.request<SetSummary[]>('GET', '/rest/api/sets?game=YUGIOH', undefined, token);
    const sets = response.status === 200 && Array.isArray(response.body) ? response.body : [];
    return needed.every((code) => sets.some((set) => set.setCode === code)) && sets.length > 0 ? sets : null;
  });
}

/** The id of the set with `setCode` among `sets`. */
export function setIdOf(sets: SetSummary[], setCode: string): string {
  const set = sets.find((candidate) => candidate.setCode === setCode);
  if (!set) throw new Error(`The catalog has no set ${setCode}`);
  return set.id;
}

/**
 * A mode named `name` owned by `token`'s user: the defaults of a new mode, with `weeks` weeks that each
 * open `setIds` in the Standard pool.
 */
export async function createMode(
  api: Api,
  token: string,
  { name, weeks, setIds }: { name: string; weeks: number; setIds: string[] },
): Promise<{ id: string }> {
  const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown; draftConfig: unknown }>(
    api,
    'POST',
    '/rest/api/progression-mode/new',
    token,
  );
  await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, token, {
    name,
    created: '',
    cardPools: mode.cardPools,
    banlistConfig: mode.banlistConfig,
    draftConfig: mode.draftConfig,
    weeks: Array.from({ length: weeks }, (_, index) => ({
      week: index + 1,
      weekSets: [{ pool: 'Standard', setIds }],
    })),
  });
  return { id: mode.id };
}

/** A game of `modeId` created by `adminToken`'s user (its admin) and joined by each of `playerTokens`. */
export async function createGame(
  api: Api,
  adminToken: string,
  modeId: string,
  playerTokens: string[] = [],
): Promise<{ id: string; inviteCode: string }> {
  const game = await ok<{ id: string; inviteCode: string }>(
    api,
    'POST',
    '/rest/api/progression-game',
    adminToken,
    {
      modeId,
    },
  );
  for (const token of playerTokens)
    await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`, token);
  return { id: game.id, inviteCode: game.inviteCode };
}
