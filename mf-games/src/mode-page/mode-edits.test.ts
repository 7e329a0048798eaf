import { messages, type CardSet, type ProgressionMode } from '@progression/contracts';
import {
  addDraftStep,
  addPool,
  addWeek,
  addWeekSet,
  firstSaveError,
  removeWeek,
  renamePool,
  setWeekSetSets,
} from './mode-edits';

const lob: CardSet = {
  id: 's1',
  type: 'BOOSTER',
  releaseDate: '2002-03-08T00:00:00.000Z',
  setCode: 'LOB',
  setName: 'Legend of Blue Eyes White Dragon',
  setDescription: '',
  imageUrl: '',
};

function newMode(): ProgressionMode {
  return {
    id: 'm1',
    name: 'New mode',
    ownerId: 'u1',
    created: '2026-01-01T00:00:00.000Z',
    cardPools: [{ name: 'Standard', type: 'STANDARD' }],
    weeks: [{ week: 1, weekSets: [{ pool: 'Standard', sets: [] }] }],
    draftConfig: {
      steps: [
        { numPacks: 12, pool: 'Standard', draftBehaviour: 'EVENLY_DISTRIBUTED', rarityDistribution: 'FIXED' },
      ],
    },
    banlistConfig: {
      banlistTemplate: 'TCG',
      banlistBehaviour: 'FULL',
      banlistSelectionBehaviour: 'LATEST_PACK',
    },
  };
}

describe('editing a mode', () => {
  it('names a new pool with the first free number', () => {
    const mode = addPool(addPool(newMode()));
    expect(mode.cardPools.map((pool) => pool.name)).toEqual(['Standard', 'Pool 2', 'Pool 3']);
  });

  it('renames a pool in the weeks and draft steps that use it', () => {
    const mode = renamePool(newMode(), 0, 'Core');
    expect(mode.cardPools[0].name).toBe('Core');
    expect(mode.weeks[0].weekSets[0].pool).toBe('Core');
    expect(mode.draftConfig.steps[0].pool).toBe('Core');
  });

  it('refuses to save two pools of the same name', () => {
    const mode = renamePool(addPool(newMode()), 1, 'standard');
    expect(firstSaveError(mode)).toBe(messages.modes.duplicatePoolName);
  });

  it('refuses to save without a base banlist or a version selection behaviour', () => {
    const base = newMode();
    const noTemplate = { ...base, banlistConfig: { ...base.banlistConfig, banlistTemplate: '' } };
    const noSelection = { ...base, banlistConfig: { ...base.banlistConfig, banlistSelectionBehaviour: '' } };
    expect(firstSaveError(noTemplate as unknown as ProgressionMode)).toBe(messages.modes.selectBaseBanlist);
    expect(firstSaveError(noSelection as unknown as ProgressionMode)).toBe(
      messages.modes.selectVersionSelectionBehaviour,
    );
    expect(firstSaveError(base)).toBeUndefined();
  });

  it('adds weeks after the last and renumbers them when one is removed', () => {
    const three = addWeek(addWeek(setWeekSetSets(newMode(), 1, 0, [lob])));
    expect(three.weeks.map((week) => week.week)).toEqual([1, 2, 3]);
    const two = removeWeek(three, 1);
    expect(two.weeks.map((week) => week.week)).toEqual([1, 2]);
    expect(two.weeks[0].weekSets[0].sets).toEqual([]);
  });

  it('adds only pools a week does not use yet', () => {
    const mode = addWeekSet(addPool(newMode()), 1);
    expect(mode.weeks[0].weekSets.map((weekSet) => weekSet.pool)).toEqual(['Standard', 'Pool 2']);
    expect(addWeekSet(mode, 1).weeks[0].weekSets).toHaveLength(2);
  });

  it('adds a draft step with the defaults and the first pool', () => {
    const mode = addDraftStep(newMode());
    expect(mode.draftConfig.steps[1]).toEqual({
      numPacks: 12,
      pool: 'Standard',
      draftBehaviour: 'EVENLY_DISTRIBUTED',
      rarityDistribution: 'FIXED',
    });
  });
});
