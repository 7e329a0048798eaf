import { labels, type SetCard } from '@progression/contracts';
import { makeSetCard } from '../test-support/fixtures';
import { makeLog, makeTable } from '../test-support/table-fixtures';
import { picksByType, picksOfEachSeat } from './table-groups';

const withType = (card: SetCard, type: 'SPELL_CARD' | 'TRAP_CARD'): SetCard => ({
  ...card,
  card: { ...card.card, yugiohMetaData: { ...card.card.yugiohMetaData!, type } },
});

describe('picksByType', () => {
  it('groups picks as monsters, spells, traps, then cards without data, each in the order picked', () => {
    const dragon = makeSetCard('1', 'Blue-Eyes White Dragon', 'ULTRA_RARE');
    const pot = withType(makeSetCard('2', 'Pot of Greed', 'RARE'), 'SPELL_CARD');
    const hole = withType(makeSetCard('3', 'Trap Hole', 'COMMON'), 'TRAP_CARD');
    const magician = makeSetCard('4', 'Dark Magician', 'COMMON');
    const token: SetCard = { ...makeSetCard('5', 'Odd card', 'COMMON') };
    token.card = { ...token.card, yugiohMetaData: null };
    const groups = picksByType([hole, dragon, token, pot, magician]);
    expect(groups.map((group) => [group.label, group.cards.map((card) => card.card.name)])).toEqual([
      [labels.cardKind.MONSTER, ['Blue-Eyes White Dragon', 'Dark Magician']],
      [labels.cardKind.SPELL, ['Pot of Greed']],
      [labels.cardKind.TRAP, ['Trap Hole']],
      [labels.deckClassification.OTHER, ['Odd card']],
    ]);
  });

  it('has no groups before the first pick', () => {
    expect(picksByType([])).toEqual([]);
  });
});

describe('picksOfEachSeat', () => {
  it("lists every seat's picks in the order made, a seat without picks included", () => {
    const [a, b, c, d] = ['1', '2', '3', '4'].map((id) => makeSetCard(id, `Card ${id}`, 'COMMON'));
    const log = makeLog([
      [0, 'alice', a],
      [1, 'bob', b],
      [0, 'alice', c],
      [1, 'bob', d],
    ]);
    // The log's orders are shuffled: the seat's picks still come in order.
    const shuffled = [log.picks[2], log.picks[0], log.picks[3], log.picks[1]];
    const seats = picksOfEachSeat(makeTable().seats, shuffled);
    expect(seats.map(({ seat, cards }) => [seat.name, cards.map((card) => card.id)])).toEqual([
      ['alice', ['1', '3']],
      ['bob', ['2', '4']],
      ['Bot 1', []],
    ]);
  });
});
