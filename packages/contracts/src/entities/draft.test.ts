import { currentStage, draftProgress, type DraftPackStatus } from './draft';

const stage = (number: number, packs: DraftPackStatus[]) => ({
  stage: number,
  draftPacks: packs.map((status) => ({ status })),
});

describe('draftProgress', () => {
  it('is not started while no stage has packs', () => {
    expect(draftProgress([stage(1, []), stage(2, [])])).toEqual({ state: 'NOT_STARTED', stages: 2 });
  });

  it('is not started while only stages pre-filled at creation have packs, none opened', () => {
    const preFilled = { ...stage(1, ['SEALED', 'SEALED']), draftBehaviour: 'PRE_FILLED' as const };
    expect(draftProgress([preFilled])).toEqual({ state: 'NOT_STARTED', stages: 1 });
    const oneOpened = { ...stage(1, ['OPENED', 'SEALED']), draftBehaviour: 'PRE_FILLED' as const };
    expect(draftProgress([oneOpened])).toEqual({ state: 'IN_STAGE', stage: 1, stages: 1 });
  });

  it('is in the lowest-numbered incomplete stage', () => {
    const stages = [stage(2, ['SEALED']), stage(1, ['OPENED', 'OPENED']), stage(3, [])];
    expect(draftProgress(stages)).toEqual({ state: 'IN_STAGE', stage: 2, stages: 3 });
    expect(currentStage(stages)?.stage).toBe(2);
  });

  it('is complete when every stage has packs and all are opened', () => {
    expect(draftProgress([stage(1, ['OPENED']), stage(2, ['OPENED'])])).toEqual({
      state: 'COMPLETE',
      stages: 2,
    });
  });
});
