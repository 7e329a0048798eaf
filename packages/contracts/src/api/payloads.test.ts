import { isoDate } from '../primitives';
import { saveModePayload } from './modes';
import { matchUpdatePayload } from './matches';
import { claimWildcardDraftPayload, packClaimError } from './rewards';
import { draftPackStatusQuery } from './drafts';
import { cardsQuery } from './catalog';
import { importDeckPayload } from './decks';
import { messages } from '../messages';

describe('PUT /rest/api/matches/{id} payload', () => {
  it('reads an empty winner as a reset', () => {
    expect(matchUpdatePayload.parse({ winnerId: '' })).toEqual({ winnerId: null, score: null });
    expect(matchUpdatePayload.parse({ winnerId: null })).toEqual({ winnerId: null, score: null });
    expect(matchUpdatePayload.parse({ winnerId: 'p1' })).toEqual({ winnerId: 'p1', score: null });
  });

  it('takes a game score, the winner first, or none', () => {
    expect(matchUpdatePayload.parse({ winnerId: 'p1', score: '2-1' })).toEqual({
      winnerId: 'p1',
      score: '2-1',
    });
    expect(matchUpdatePayload.parse({ winnerId: 'p1', score: '' })).toEqual({ winnerId: 'p1', score: null });
    for (const score of ['1-2', '3-0', 2, { $ne: null }])
      expect(matchUpdatePayload.safeParse({ winnerId: 'p1', score }).success).toBe(false);
  });
});

describe('wildcard claim payload', () => {
  it('accepts one card or two different cards', () => {
    expect(claimWildcardDraftPayload.safeParse({ selectedCardIds: ['a'] }).success).toBe(true);
    expect(claimWildcardDraftPayload.safeParse({ selectedCardIds: ['a', 'b'] }).success).toBe(true);
  });

  it.each([[[]], [['a', 'b', 'c']], [['a', 'a']]])('refuses %j', (selectedCardIds) => {
    expect(claimWildcardDraftPayload.safeParse({ selectedCardIds }).success).toBe(false);
  });
});

describe('packClaimError', () => {
  it('asks for exactly numToSelect packs', () => {
    expect(packClaimError(0, 1)).toBe('You must select a pack');
    expect(packClaimError(1, 3)).toBe('You must select 3 packs');
    expect(packClaimError(3, 3)).toBeUndefined();
  });
});

describe('query lists', () => {
  it('read one or many repeated values as a list', () => {
    expect(cardsQuery.parse({ game: 'YUGIOH', cardIds: '1' }).cardIds).toEqual(['1']);
    expect(cardsQuery.parse({ game: 'YUGIOH', cardIds: ['1', '2'] }).cardIds).toEqual(['1', '2']);
  });

  it('need either packs or a stage for the draft pack status call', () => {
    expect(draftPackStatusQuery.safeParse({ packs: ['a'] }).success).toBe(true);
    expect(draftPackStatusQuery.safeParse({ packDraftStage: 's' }).success).toBe(true);
    expect(draftPackStatusQuery.safeParse({}).success).toBe(false);
  });
});

describe('mode save payload', () => {
  it('takes weeks reduced to set ids with created sent empty', () => {
    const payload = {
      id: 'm1',
      name: 'Goat season',
      created: '',
      weeks: [{ week: 1, weekSets: [{ pool: 'Core', setIds: ['LOB', 'MRD'] }] }],
      cardPools: [{ name: 'Core', type: 'STANDARD' }],
      draftConfig: {
        steps: [
          { numPacks: 12, pool: 'Core', draftBehaviour: 'EVENLY_DISTRIBUTED', rarityDistribution: 'FIXED' },
        ],
      },
      banlistConfig: {
        banlistTemplate: 'GOAT',
        banlistBehaviour: 'FULL',
        banlistSelectionBehaviour: 'LATEST_PACK',
      },
    };
    expect(saveModePayload.parse(payload)).toEqual(payload);
  });
});

describe('isoDate', () => {
  it('accepts ISO date-times, dates and Date objects as one ISO string', () => {
    expect(isoDate.parse('2002-03-08')).toBe('2002-03-08T00:00:00.000Z');
    expect(isoDate.parse('2024-01-02T03:04:05+01:00')).toBe('2024-01-02T02:04:05.000Z');
    expect(isoDate.parse(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
  });

  it('refuses other text', () => {
    expect(isoDate.safeParse('next tuesday').success).toBe(false);
  });
});

describe('deck import payload', () => {
  it('takes exactly one of a pasted deck, a .ydk file and a YDKe URL', () => {
    expect(importDeckPayload.safeParse({ name: 'x', text: '3x Dark Magician' }).success).toBe(true);
    expect(importDeckPayload.safeParse({ name: 'x', ydke: 'ydke://!!!' }).success).toBe(true);
    for (const payload of [
      { name: 'x' },
      { name: 'x', text: 'a', ydk: '#main' },
      { name: 'x', text: ' \n ' },
      { name: 'x', text: 'a'.repeat(20_001) },
    ]) {
      const parsed = importDeckPayload.safeParse(payload);
      expect(parsed.error?.issues[0]).toMatchObject({ message: messages.decks.notADeck, path: ['text'] });
    }
  });
});
