import { saveModePayload, type ProgressionMode } from '@progression/contracts';
import { toSavePayload } from './modes';

const setId = '5f1d7f3e9b1e8a0012345678';

const mode = {
  id: '5f1d7f3e9b1e8a0012345601',
  name: 'League',
  ownerId: '5f1d7f3e9b1e8a0012345602',
  created: '2026-01-01T00:00:00.000Z',
  version: 3,
  cardPools: [{ name: 'Standard', type: 'STANDARD' }],
  weeks: [
    {
      week: 1,
      weekSets: [
        {
          pool: 'Standard',
          sets: [
            {
              id: setId,
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

describe('saving a mode', () => {
  it('sends weeks as set ids, created empty, and the version the edit started from', () => {
    const payload = toSavePayload(mode);
    expect(payload.created).toBe('');
    expect(payload.version).toBe(3);
    expect(payload.weeks).toEqual([{ week: 1, weekSets: [{ pool: 'Standard', setIds: [setId] }] }]);
    expect(saveModePayload.safeParse(payload)).toMatchObject({ success: true });
  });
});
