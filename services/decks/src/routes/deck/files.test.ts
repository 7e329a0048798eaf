import { deckImportResponse, deckExportResponse, messages } from '@progression/contracts';
import { toYdk, toYdke } from '../../domain/deck-files';
import { Deck } from '../../models/deck';
import { cardIds, extra, gameId, legalCards, main, mainIds, players, users } from '../../testing/fixtures';
import { startDecksHarness, type DecksHarness } from '../../testing/harness';

const { ann } = users;
let h: DecksHarness;
beforeAll(async () => {
  h = await startDecksHarness();
}, 30_000);
beforeEach(() => h.reset());
afterAll(() => h.service.stop());

const deckWith = async (name: string, cards = legalCards()) =>
  (await h.create(ann, { gameId, name, cards }).expect(201)).body;
const sorted = <T extends { cardId: string; zone: string }>(cards: T[]) =>
  [...cards].sort((a, b) => a.zone.localeCompare(b.zone) || a.cardId.localeCompare(b.cardId));

describe('export and import round trips', () => {
  it.each(['ydk', 'ydke'] as const)(
    'exports a deck as %s and imports it back into a new deck',
    async (format) => {
      const deck = await deckWith('Warriors / Dragons');
      const exported = deckExportResponse.parse((await h.exportAs(ann, deck.id, format).expect(200)).body);
      expect(exported.format).toBe(format);
      expect(exported.fileName).toBe(format === 'ydk' ? 'Warriors _ Dragons.ydk' : 'Warriors _ Dragons.txt');
      if (format === 'ydk') {
        expect(exported.content.split('\n').slice(1, 3)).toEqual(['#main', mainIds[0]]);
        expect(exported.content).toContain('#extra\n20001\n20002\n20005\n!side\n');
      } else expect(exported.content).toMatch(/^ydke:\/\/[A-Za-z0-9+/=]+![A-Za-z0-9+/=]+!!$/);
      const imported = deckImportResponse.parse(
        (await h.importDeck(ann, { gameId, name: 'Back again', [format]: exported.content }).expect(201))
          .body,
      );
      expect(imported.report).toEqual({ unknownPasscodes: [], notOwned: [], sideDeckCards: 0 });
      expect(imported.deck).toMatchObject({ name: 'Back again', valid: true, playerId: players.ann });
      expect(sorted(imported.deck.cards)).toEqual(sorted(legalCards()));
      expect(await Deck.countDocuments()).toBe(2);
    },
  );

  it('maps alternate arts to their card, reports unknown passcodes and the side deck', async () => {
    const file = toYdk({
      main: [Number(cardIds.alternateArt), Number(mainIds[0]), 12345678, 12345678, Number(cardIds.skill)],
      extra: [20001, 20004],
      side: [Number(mainIds[3]), Number(mainIds[4])],
    });
    const { body } = await h.importDeck(ann, { gameId, name: 'Arts', ydk: file }).expect(201);
    expect(body.report).toEqual({
      unknownPasscodes: [12345678, Number(cardIds.skill)],
      notOwned: [],
      sideDeckCards: 2,
    });
    expect(body.deck.cards).toEqual([main(mainIds[0], 2), extra('20001'), extra('20004')]);
  });

  it('puts each card in the zone its type plays in, whatever section the file had it in', async () => {
    const url = toYdke({ main: [20002], extra: [Number(mainIds[5])], side: [] });
    const { body } = await h.importDeck(ann, { gameId, name: 'Swapped', ydke: url }).expect(201);
    expect(body.deck.cards).toEqual([extra('20002'), main(mainIds[5])]);
  });

  it('imports only the copies the player owns and reports the rest', async () => {
    await h.own(players.ann, [
      [mainIds[0], 1],
      [mainIds[1], 3],
    ]);
    const file = toYdk({
      main: [...Array(3).fill(Number(mainIds[0])), ...Array(2).fill(Number(mainIds[1])), Number(mainIds[2])],
      extra: [],
      side: [],
    });
    const { body } = await h.importDeck(ann, { gameId, name: 'Partly', ydk: file }).expect(201);
    expect(body.report.notOwned).toEqual([
      { cardId: mainIds[0], name: 'Monster 1', requested: 3, imported: 1 },
      { cardId: mainIds[2], name: 'Monster 3', requested: 1, imported: 0 },
    ]);
    expect(body.deck.cards).toEqual([main(mainIds[0], 1), main(mainIds[1], 2)]);
    expect(body.deck).toMatchObject({ valid: false, reasons: [messages.decks.tooFewCards(40)] });
  });

  it('judges an imported deck like any save (the banlist of the week)', async () => {
    const file = toYdk({ main: [Number(cardIds.potOfGreed)], extra: [], side: [] });
    const { body } = await h.importDeck(ann, { gameId, name: 'Banned', ydk: file }).expect(201);
    expect(body.deck.reasons[0]).toBe(messages.decks.restrictedByBanlist('Pot of Greed', 0));
  });

  it('refuses what is not a deck file, naming the field, and stores nothing', async () => {
    const notAFile = { message: messages.decks.notADeckFile };
    await h
      .importDeck(ann, { gameId, name: 'x', ydk: 'hello\nworld' })
      .expect(400, { ...notAFile, field: 'ydk' });
    await h.importDeck(ann, { gameId, name: 'x', ydk: '12345' }).expect(400, { ...notAFile, field: 'ydk' });
    await h
      .importDeck(ann, { gameId, name: 'x', ydke: 'https://x' })
      .expect(400, { ...notAFile, field: 'ydke' });
    await h
      .importDeck(ann, { gameId, name: 'x', ydke: 'ydke://AAA!!!' })
      .expect(400, { ...notAFile, field: 'ydke' });
    await h.importDeck(ann, { gameId, name: 'x' }).expect(400, { ...notAFile, field: 'ydk' });
    await h
      .importDeck(ann, { gameId, name: 'x', ydk: '#main\n', ydke: 'ydke://!!!' })
      .expect(400, { ...notAFile, field: 'ydk' });
    await h
      .importDeck(ann, { gameId, name: 'x', ydk: '#main\n' + '1\n'.repeat(10_000) })
      .expect(400, { ...notAFile, field: 'ydk' });
    await h
      .importDeck(ann, { gameId, name: '', ydk: '#main\n' })
      .expect(400, { message: messages.names.required, field: 'name' });
    expect(await Deck.countDocuments()).toBe(0);
  });

  it('refuses an export format it does not know', async () => {
    const deck = await deckWith('x');
    await h
      .exportAs(ann, deck.id, 'dek')
      .expect(400, { message: messages.errors.invalidField('format'), field: 'format' });
  });
});
