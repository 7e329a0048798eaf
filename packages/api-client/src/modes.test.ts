import type { ProgressionMode } from '@progression/contracts';
import { saveModePayload } from '@progression/contracts';
import { toSavePayload } from './modes';

describe('saving a mode', () => {
  it('sends weeks as set ids and created empty', () => {
    const mode = {
      id: 'm1',
      name: 'League',
      ownerId: 'u1',
      created: '2026-01-01T00:00:00.000Z',
      cardPools: [{ name: 'Standard', type: 'STANDARD' }],
      weeks: [
        {
          week: 1,
          weekSets: [
            {
              pool: 'Standard',
              sets: [
                {
                  id: 's1',
                  type: 'BOOSTER',
                  releaseDate: '2002-03-08T00:00:00.000Z',
                  setCode: 'LOB',
                  setName: 'Legend of Blue Eyes White Dragon',
                  setDescription: '',
                  imageUrl: '',
                },
              ],
            },
          ],
        },
      ],
      draftConfig: { steps: [] },
      banlistConfig: {
        banlistTemplate: 'TCG',
        banlistBehaviour: 'FULL',
        banlistSelectionBehaviour: 'LATEST_PACK',
      },
    } satisfies ProgressionMode;
    const payload = toSavePayload(mode);
    expect(payload.created).toBe('');
    expect(payload.weeks).toEqual([{ week: 1, weekSets: [{ pool: 'Standard', setIds: ['s1'] }] }]);
    expect(saveModePayload.safeParse(payload).success).toBe(true);
  });
});
