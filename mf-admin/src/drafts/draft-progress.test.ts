import type { PackDraft } from '@progression/contracts';
import { draftStatusLabel, packsOpened } from './draft-progress';

const pack = (status: 'SEALED' | 'OPENED') => ({ status });
const stages = (...stageList: Array<{ numPacks: number; packs: Array<'SEALED' | 'OPENED'> }>) =>
  stageList.map((stage, index) => ({
    stage: index + 1,
    numPacks: stage.numPacks,
    draftPacks: stage.packs.map(pack),
  })) as unknown as PackDraft['stages'];

describe("a player's draft progress for the admin", () => {
  it('says Not Started, Stage x / n or Complete', () => {
    expect(draftStatusLabel({ stages: stages({ numPacks: 2, packs: [] }) })).toBe('Not Started');
    expect(
      draftStatusLabel({
        stages: stages({ numPacks: 1, packs: ['OPENED'] }, { numPacks: 2, packs: ['SEALED', 'OPENED'] }),
      }),
    ).toBe('Stage 2 / 2');
    expect(draftStatusLabel({ stages: stages({ numPacks: 1, packs: ['OPENED'] }) })).toBe('Complete');
  });

  it('counts opened packs against every pack planned, filled or not', () => {
    expect(
      packsOpened({
        stages: stages({ numPacks: 2, packs: ['OPENED', 'SEALED'] }, { numPacks: 3, packs: [] }),
      }),
    ).toEqual({ opened: 1, total: 5 });
  });

  it("leaves out a booster draft's packs: they are its table's", () => {
    const [shop, booster] = stages({ numPacks: 2, packs: ['OPENED', 'SEALED'] }, { numPacks: 3, packs: [] });
    expect(packsOpened({ stages: [shop, { ...booster, draftBehaviour: 'BOOSTER_DRAFT' }] })).toEqual({
      opened: 1,
      total: 2,
    });
  });
});
