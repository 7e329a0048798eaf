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
const oneCard = (passcode: number) => ({ main: [passcode], extra: [], side: [] });
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
      expect(imported.report).toEqual({
        unknownPasscodes: [],
        unknownNames: [],
        notOwned: [],
        sideDeckCards: 0,
      });
      expect(imported.form).toBe(format);
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
      unknownNames: [],
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
    const notADeck = { message: messages.decks.notADeck, field: 'text' };
    await h.importDeck(ann, { gameId, name: 'x' }).expect(400, notADeck);
    await h.importDeck(ann, { gameId, name: 'x', ydk: '#main\n', ydke: 'ydke://!!!' }).expect(400, notADeck);
    await h.importDeck(ann, { gameId, name: 'x', text: '#main\n', ydk: '#main\n' }).expect(400, notADeck);
    await h.importDeck(ann, { gameId, name: 'x', text: '  \r\n ' }).expect(400, notADeck);
    await h.importDeck(ann, { gameId, name: 'x', text: 'Main Deck\n\nExtra Deck: 0' }).expect(400, notADeck);
    await h.importDeck(ann, { gameId, name: 'x', text: 'ydke://AAA!!!' }).expect(400, notADeck);
    await h.importDeck(ann, { gameId, name: 'x', text: '#main\nDark Magician' }).expect(400, notADeck);
    await h
      .importDeck(ann, { gameId, name: 'x', text: `${toYdke(oneCard(1))} or ${toYdke(oneCard(2))}` })
      .expect(400, { message: messages.decks.twoYdkeUrls, field: 'text' });
    await h
      .importDeck(ann, { gameId, name: 'x', ydke: `${toYdke(oneCard(1))} or ${toYdke(oneCard(2))}` })
      .expect(400, { message: messages.decks.twoYdkeUrls, field: 'ydke' });
    await h
      .importDeck(ann, {
        gameId,
        name: 'x',
        text: Array.from({ length: 151 }, (_, i) => `Card ${i}`).join('\n'),
      })
      .expect(400, { message: messages.decks.tooManyCardEntries(75), field: 'text' });
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

/** The legal deck as passcode lists, one passcode per copy. */
function legalPasscodes() {
  const copies = (zone: string) =>
    legalCards()
      .filter((card) => card.zone === zone)
      .flatMap((card) => Array<number>(card.quantity).fill(Number(card.cardId)));
  return { main: copies('MAIN_DECK'), extra: copies('EXTRA_DECK'), side: [] };
}

describe('a pasted deck in any form (text)', () => {
  const url = toYdke(legalPasscodes());
  const ydk = toYdk(legalPasscodes());
  it.each([
    ['a YDKe URL without its last !', url.slice(0, -1), 'ydke'],
    ['a YDKe URL in chat text', `gg! here is my deck: ${url.slice(0, -1)} have fun`, 'ydke'],
    [
      'a YDKe URL wrapped over lines',
      `\n ${url.slice(0, 30)}\n${url.slice(30, 90)}\r\n${url.slice(90)} \n`,
      'ydke',
    ],
    ['a YDKe URL inside a card list', `Main Deck\n3x Monster 1\n${url}`, 'ydke'],
    [
      'a .ydk with CRLF, a BOM, comments and no !side',
      `\uFEFF${ydk.replace('!side\n', '').replace('#main\n', '#main  \n# Monsters\n\n').split('\n').join('\r\n')}`,
      'ydk',
    ],
  ] as const)('imports %s as the same deck', async (_case, text, form) => {
    const { body } = await h.importDeck(ann, { gameId, name: 'Pasted', text }).expect(201);
    const imported = deckImportResponse.parse(body);
    expect(imported.form).toBe(form);
    expect(sorted(imported.deck.cards)).toEqual(sorted(legalCards()));
    expect(imported.deck.valid).toBe(true);
    expect(imported.report).toEqual({
      unknownPasscodes: [],
      unknownNames: [],
      notOwned: [],
      sideDeckCards: 0,
    });
  });

  it('imports a card list by exact name (case and surrounding spaces aside), in the zone each card plays in', async () => {
    const list = [
      'Main Deck: 44',
      'Monster (40)',
      ...mainIds
        .slice(0, 13)
        .map((id, i) =>
          i % 3 === 0
            ? `3x Monster ${i + 1}`
            : i % 3 === 1
              ? `3 monster ${i + 1}`
              : `  MONSTER ${i + 1} x3  `,
        ),
      'Monster 14',
      'Extra Deck (3)',
      '1 Fusion One',
      'Synchro One x1',
      'pendulum synchro',
      'Side Deck',
      '3x Raigeki',
    ].join('\r\n');
    const { body } = await h.importDeck(ann, { gameId, name: 'Listed', text: list }).expect(201);
    const imported = deckImportResponse.parse(body);
    expect(imported.form).toBe('list');
    expect(sorted(imported.deck.cards)).toEqual(sorted(legalCards()));
    expect(imported.deck.valid).toBe(true);
    expect(imported.report).toEqual({
      unknownPasscodes: [],
      unknownNames: [],
      notOwned: [],
      sideDeckCards: 3,
    });
    // Side deck names are counted, never looked up.
    expect(h.state.calls.filter((call) => call === 'catalog.cardsByName')).toHaveLength(1);
  });

  it('reports the names not found (and skills, which no deck holds) and keeps what was found', async () => {
    await h.own(players.ann, [
      [mainIds[0], 1],
      [mainIds[1], 3],
    ]);
    const list =
      '3x Monster 1\n2 Monster 2\n3x Blue-Eyes White Dragon\nA Skill\nblue-eyes white dragon\nMonster Rebron x2\n7 Monster 2';
    const { body } = await h.importDeck(ann, { gameId, name: 'Partly', text: list }).expect(201);
    const imported = deckImportResponse.parse(body);
    expect(imported.report).toEqual({
      unknownPasscodes: [],
      unknownNames: ['Blue-Eyes White Dragon', 'A Skill', 'Monster Rebron'],
      notOwned: [
        { cardId: mainIds[0], name: 'Monster 1', requested: 3, imported: 1 },
        { cardId: mainIds[1], name: 'Monster 2', requested: 9, imported: 3 },
      ],
      sideDeckCards: 0,
    });
    expect(imported.deck.cards).toEqual([main(mainIds[0], 1), main(mainIds[1], 3)]);
    expect(imported.deck).toMatchObject({ valid: false, reasons: [messages.decks.tooFewCards(40)] });
  });

  it('keeps a deck of no cards when no name is found, as with unknown passcodes', async () => {
    const { body } = await h.importDeck(ann, { gameId, name: 'Nothing', text: 'hello world' }).expect(201);
    expect(deckImportResponse.parse(body)).toMatchObject({
      form: 'list',
      deck: { cards: [], valid: true },
      report: { unknownNames: ['hello world'] },
    });
  });
});
