import { messages } from '@progression/contracts';
import { draftOf, isChanged, parseDraft } from './config-draft';

const rules = { pairing: 'SWISS' as const, swissRounds: '4', confirmResults: false, autoConfirmHours: '48' };
const saved = {
  gameId: 'g',
  legsEnabled: true,
  legLength: 2,
  placementScores: [5, 3, 1],
  pairing: 'ROUND_ROBIN' as const,
  swissRounds: 3,
  confirmResults: false,
  autoConfirmHours: 48,
};

describe('the match config form', () => {
  it('reads back what is saved and sees no change', () => {
    expect(draftOf(saved)).toEqual({
      legsEnabled: true,
      legLength: '2',
      placementScores: '5, 3, 1',
      pairing: 'ROUND_ROBIN',
      swissRounds: '3',
      confirmResults: false,
      autoConfirmHours: '48',
    });
    expect(isChanged(draftOf(saved), saved)).toBe(false);
    expect(isChanged({ ...draftOf(saved), placementScores: '5,3,1' }, saved)).toBe(false);
    expect(isChanged({ ...draftOf(saved), legLength: '3' }, saved)).toBe(true);
    expect(isChanged({ ...draftOf(saved), pairing: 'SWISS' }, saved)).toBe(true);
    expect(isChanged({ ...draftOf(saved), swissRounds: '5' }, saved)).toBe(true);
    expect(isChanged({ ...draftOf(saved), confirmResults: true }, saved)).toBe(true);
    expect(isChanged({ ...draftOf(saved), autoConfirmHours: '24' }, saved)).toBe(true);
  });

  it('takes an auto-confirm time of 1 to 672 whole hours', () => {
    const range = messages.matchResults.autoConfirmHoursRange(1, 672);
    for (const autoConfirmHours of ['0', '673', '1.5', '', 'x'])
      expect(parseDraft({ ...draftOf(saved), autoConfirmHours }).errors?.autoConfirmHours).toBe(range);
    expect(
      parseDraft({ ...draftOf(saved), confirmResults: true, autoConfirmHours: '24' }).payload,
    ).toMatchObject({
      confirmResults: true,
      autoConfirmHours: 24,
    });
  });

  it('parses whole numbers at least 0 and refuses anything else', () => {
    expect(
      parseDraft({ legsEnabled: false, legLength: ' 0 ', placementScores: '', ...rules }).payload,
    ).toEqual({
      legsEnabled: false,
      legLength: 0,
      placementScores: [],
      pairing: 'SWISS',
      swissRounds: 4,
      confirmResults: false,
      autoConfirmHours: 48,
    });
    expect(
      parseDraft({ legsEnabled: true, legLength: '-1', placementScores: '3, -2', ...rules, swissRounds: '0' })
        .errors,
    ).toEqual({
      legLength: messages.matches.atLeastZero('leg length'),
      placementScores: messages.matches.atLeastZero('placement score'),
      swissRounds: messages.matches.swissRoundsRange(20),
    });
    expect(
      parseDraft({ legsEnabled: true, legLength: '1.5', placementScores: 'x', ...rules }).errors,
    ).toBeDefined();
    expect(
      parseDraft({ legsEnabled: true, legLength: '1', placementScores: Array(65).fill(1).join(), ...rules })
        .errors,
    ).toEqual({ placementScores: messages.matches.tooManyPlacementScores(64) });
  });
});
