import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import {
  collectionImportLimits,
  messages,
  type Card,
  type CollectionImportReport,
  type EventData,
  type Game,
  type Player,
  type SetCard,
} from '@progression/contracts';
import { defineHandler, NotFound } from '@progression/service-kit';
import {
  bearerFor,
  eventually,
  startTestService,
  type TestService,
  testGame,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import type { Clients } from '../../clients';
import { csvColumns, parseCsv, utf8Bom } from '../../domain/csv';
import { envShape, serviceName } from '../../env';
import { CollectionImport } from '../../models/collection-import';
import { Entry } from '../../models/entry';
import { Grant } from '../../models/grant';
import { Stamp } from '../../models/stamp';
import { gameId, otherGameId, playerOf, players, users } from '../../testing/league';
import { fakeCatalog, fixtureCard } from '../../testing/fixture-cards';

const texts = messages.collection.import;
/** Ann and Bob play in the game, Carl is its admin; Dave is the admin of another game; Eve plays nowhere. */
const rosters: Record<string, Player[]> = {
  [gameId]: [playerOf('ann', gameId), playerOf('bob', gameId), playerOf('carl', gameId, true)],
  [otherGameId]: [playerOf('dave', otherGameId, true)],
};
const gameOf = (id: string): Game => testGame(id, { activeWeek: 3 });

// Cards and printings under YGOPRODeck's names and passcodes, as the catalog imports them.
const monster = { type: 'NORMAL_MONSTER', frame: 'NORMAL', race: 'DRAGON' } as const;
const cards: Card[] = [
  fixtureCard('89631139', 'Blue-Eyes White Dragon', monster),
  { ...fixtureCard('46986414', 'Dark Magician', monster), artworkIds: ['46986414', '36996508'] },
  fixtureCard('15025844', 'Mystical Elf', monster),
  fixtureCard('12580477', 'Raigeki', { type: 'SPELL_CARD', frame: 'SPELL', race: 'NORMAL' }),
  fixtureCard('44095762', 'Mirror Force', { type: 'TRAP_CARD', frame: 'TRAP', race: 'NORMAL' }),
  // Names a spreadsheet would run as formulas.
  fixtureCard('70000001', '=HYPERLINK("http://evil.example","Click")', null),
  fixtureCard('70000002', '+1+1', null),
  fixtureCard('70000003', '-2+3', null),
  fixtureCard('70000004', '@SUM(A1:A2)', null),
];
let printingIds = 0;
const printing = (cardId: string, setName: string, code: string, rarityName: string): SetCard => ({
  id: `64d${String(++printingIds).padStart(21, '0')}`,
  setId: '64f000000000000000000001',
  setName,
  cardId,
  card: cards.find((card) => card.id === cardId)!,
  rarity: 'COMMON',
  equivalentRarity: rarityName === 'Common' ? 'COMMON' : 'ULTRA_RARE',
  rarityName,
  printingCode: code,
});
const lob = 'Legend of Blue Eyes White Dragon';
const printings: SetCard[] = [
  printing('89631139', lob, 'LOB-EN001', 'Ultra Rare'),
  printing('89631139', `${lob} (25th Anniversary Edition)`, 'LOB-EN001', 'Secret Rare'),
  printing('46986414', "Yugi's Legendary Decks", 'YGLD-ENC09', 'Ultra Rare'),
  printing('15025844', lob, 'LOB-EN062', 'Common'),
  printing('12580477', 'Starter Deck: Yugi', 'SDY-046', 'Super Rare'),
  printing('44095762', 'Metal Raiders', 'MRD-138', 'Ultra Rare'),
  printing('70000001', '=cmd|" /C calc"!A0', '=1+1', 'Common'),
];
const catalog = fakeCatalog(cards, printings);
const clients: Clients = {
  catalog,
  games: {
    async gameWithPlayers(id) {
      if (!rosters[id]) throw new NotFound(messages.errors.gameNotFound(id));
      return { game: gameOf(id), players: rosters[id] };
    },
  },
};

/** Every collection.changed the stream carried. */
const changes: EventData<'collection.changed'>[] = [];
const recorder = defineHandler({
  name: 'test-import-recorder',
  events: ['collection.changed'],
  async handle(event) {
    changes.push(event.data);
  },
});

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    handlers: [recorder],
    outbox: [Stamp],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
beforeEach(async () => {
  await service.clearDatabase();
  changes.length = 0;
});
afterAll(() => service.stop());

const fixture = readFileSync(join(__dirname, '../../testing/ygoprodeck-collection.csv'), 'utf8');
const header = csvColumns.join(',');
const csv = (...rows: string[]) => `${header}\r\n${rows.join('\r\n')}\r\n`;

type User = { id: string; username: string } | null;
const importAs = (
  user: User,
  body: string | Buffer | undefined,
  query: object = { gameId, playerId: players.ann },
  type = 'text/csv',
) => {
  const call = api().post('/rest/api/collection/import').query(query).set('content-type', type);
  if (user) call.set('authorization', bearerFor(user));
  return body === undefined ? call : call.send(body);
};
const trailAs = (user: User, query: object = { gameId }) => {
  const call = api().get('/rest/api/collection/imports').query(query);
  return user ? call.set('authorization', bearerFor(user)) : call;
};
const exportOf = async (playerId: string) => {
  const response = await api()
    .get('/rest/api/collection/export')
    .query({ gameId, playerId })
    .set('authorization', bearerFor(users.carl))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    })
    .expect(200);
  return response.body as string;
};
const owned = async (playerId: string) =>
  Object.fromEntries(
    (await Entry.find({ gameId, playerId }).lean()).map((entry) => [entry.cardId, entry.quantity]),
  );

describe('POST /rest/api/collection/import and GET /rest/api/collection/imports: who may', () => {
  // Each refusal is the same whatever the body: the access check reads the query only.
  const bodies: Array<[string | Buffer | undefined, string]> = [
    [fixture, 'text/csv'],
    [Buffer.from([0, 159, 146, 150, 0, 1]), 'application/octet-stream'],
    ['{"a":1}', 'application/json'],
    [undefined, 'text/csv'],
  ];
  const matrix: Array<[string, User, object, number]> = [
    ['no token', null, { gameId, playerId: players.ann }, 401],
    ['a stranger', users.eve, { gameId, playerId: players.ann }, 404],
    ['the admin of another game', users.dave, { gameId, playerId: players.ann }, 404],
    ['a player of the game', users.bob, { gameId, playerId: players.ann }, 403],
    ['a player into themself', users.ann, { gameId, playerId: players.ann }, 403],
    ['the admin into a player of another game', users.carl, { gameId, playerId: players.dave }, 404],
    [
      'the admin of an unknown game',
      users.carl,
      { gameId: '64b0000000000000000000ff', playerId: players.ann },
      404,
    ],
  ];

  it.each(matrix)('refuses %s to import, before reading the body', async (_who, user, query, status) => {
    for (const [body, type] of bodies) await importAs(user, body, query, type).expect(status);
    expect(await Grant.countDocuments()).toBe(0);
  });

  it.each(matrix)('refuses %s the trail', async (_who, user, query, status) => {
    await trailAs(user, query).expect(status);
  });

  it("lets the game's admin import into any player, themself included, and read the trail", async () => {
    await importAs(users.carl, fixture).expect(201);
    await importAs(users.carl, fixture, { gameId, playerId: players.carl }).expect(201);
    const { body } = await trailAs(users.carl).expect(200);
    expect(body.imports.map((entry: { playerName: string }) => entry.playerName).sort()).toEqual([
      'ann',
      'carl',
    ]);
    const ofAnn = await trailAs(users.carl, { gameId, playerId: players.ann }).expect(200);
    expect(ofAnn.body.imports).toHaveLength(1);
  });

  it('names the refusals the contracts word', async () => {
    await importAs(users.bob, fixture).expect(403, { message: messages.games.adminOnly });
    await importAs(users.eve, fixture).expect(404, { message: messages.errors.gameNotFound(gameId) });
    await importAs(users.carl, fixture, { gameId, playerId: players.dave }).expect(404, {
      message: messages.collection.playerNotFound(players.dave),
    });
    await importAs(users.carl, fixture, { gameId }).expect(400);
  });
});

describe('POST /rest/api/collection/import: the report', () => {
  it("takes a YGOPRODeck collection CSV into the player's collection, in the active week", async () => {
    const response = await importAs(users.carl, fixture, {
      gameId,
      playerId: players.ann,
      fileName: 'ann.csv',
    }).expect(201);
    const report = response.body as CollectionImportReport;
    expect(report).toMatchObject({
      gameId,
      playerId: players.ann,
      playerName: 'ann',
      byUserId: users.carl.id,
      byUsername: 'carl',
      fileName: 'ann.csv',
      week: 3,
      rows: 6,
      taken: 6,
      merged: 0,
      refused: 0,
      copies: 9,
      refusals: [],
      merges: [],
      alreadyImported: false,
    });
    expect(await owned(players.ann)).toEqual({
      '89631139': 3,
      '46986414': 1,
      '15025844': 3,
      '12580477': 1,
      '44095762': 1,
    });
    const entries = await Entry.find({ gameId, playerId: players.ann }).lean();
    expect(entries.every((entry) => entry.weekAcquired === 3)).toBe(true);
  });

  it('refuses each bad row with its row number and reason, merges repeated printings, and takes the rest', async () => {
    const text = csv(
      'Blue-Eyes White Dragon,1,Ultra Rare,Unlimited,Legend of Blue Eyes White Dragon,LOB-EN001,89631139,4129', // 2
      'Unknown,1,Common,Unlimited,Some Set,XXX-EN001,99999999,1', // 3: unknown card
      'Blue-Eyes White Dragon,1,Common,Unlimited,Metal Raiders,MRD-001,89631139,2', // 4: unknown printing
      'Mystical Elf,0,Common,Unlimited,Legend of Blue Eyes White Dragon,LOB-EN062,15025844,3', // 5: bad quantity
      'Mystical Elf,two,Common,Unlimited,Legend of Blue Eyes White Dragon,LOB-EN062,15025844,3', // 6
      'Mystical Elf,1000,Common,Unlimited,Legend of Blue Eyes White Dragon,LOB-EN062,15025844,3', // 7
      'Mystical Elf,1.5,Common,Unlimited,Legend of Blue Eyes White Dragon,LOB-EN062,15025844,3', // 8
      'Mystical Elf,1,Common,Unlimited,LOB-EN062,15025844', // 9: too few fields
      'Mystical Elf,1,Common,Unlimited,Legend,LOB-EN062,elf,3', // 10: card id not a passcode
      'blue-eyes white dragon,2,ultra rare,1st Edition,legend of blue eyes white dragon,lob-en001,89631139,', // 11: merged into 2
      'Dark Magician,1,,,,,36996508,', // 12: an alternate artwork, no printing
      'Dark Magician,1,,,,,46986414,', // 13: merged into 12
      'Mirror Force,1,Ultra Rare,Unlimited,Metal Raiders,MRD-138,44095762,"unclosed', // 14: unclosed quote
    );
    const { body } = await importAs(users.carl, text).expect(201);
    const report = body as CollectionImportReport;
    expect(report).toMatchObject({ rows: 13, taken: 2, merged: 2, refused: 9, copies: 5 });
    expect(report.merges).toEqual([
      { row: 11, intoRow: 2 },
      { row: 13, intoRow: 12 },
    ]);
    const max = collectionImportLimits.maxQuantity;
    expect(report.refusals).toEqual([
      { row: 3, reason: 'UNKNOWN_CARD', message: texts.unknownCard('99999999') },
      {
        row: 4,
        reason: 'UNKNOWN_PRINTING',
        message: texts.unknownPrinting('Blue-Eyes White Dragon', 'MRD-001', 'Common', 'Metal Raiders'),
      },
      { row: 5, reason: 'BAD_QUANTITY', message: texts.badQuantity('0', max) },
      { row: 6, reason: 'BAD_QUANTITY', message: texts.badQuantity('two', max) },
      { row: 7, reason: 'BAD_QUANTITY', message: texts.badQuantity('1000', max) },
      { row: 8, reason: 'BAD_QUANTITY', message: texts.badQuantity('1.5', max) },
      { row: 9, reason: 'MALFORMED_ROW', message: texts.malformedFields(6, 8) },
      { row: 10, reason: 'MALFORMED_ROW', message: texts.malformedCardId('elf') },
      { row: 14, reason: 'MALFORMED_ROW', message: texts.unclosedQuote },
    ]);
    expect(await owned(players.ann)).toEqual({ '89631139': 3, '46986414': 2 });
  });

  it('numbers rows by the line they start on, a quoted line break and blank lines counted', async () => {
    const text = `${header}\n\n"Blue-Eyes\nWhite Dragon",1,Ultra Rare,Unlimited,${lob},LOB-EN001,89631139,\nX,1,,,,,1,\n`;
    const { body } = await importAs(users.carl, text).expect(201);
    expect(body.refusals).toEqual([{ row: 5, reason: 'UNKNOWN_CARD', message: texts.unknownCard('1') }]);
  });

  it('reads the columns by name in any order, extra columns (a condition) ignored', async () => {
    const text = `cardid,cardcondition,cardq,cardcode,cardrarity\r\n15025844,Near Mint,2,LOB-EN062,Common\r\n`;
    const { body } = await importAs(users.carl, text).expect(201);
    expect(body).toMatchObject({ taken: 1, copies: 2, refused: 0 });
  });
});

describe('POST /rest/api/collection/import: exactly once', () => {
  it('adds a file once however often it is sent, and answers its first report again', async () => {
    const first = await importAs(users.carl, fixture).expect(201);
    const before = await owned(players.ann);
    const again = await importAs(users.carl, fixture).expect(200);
    expect(again.body).toEqual({ ...first.body, alreadyImported: true });
    // The same bytes without the BOM are the same file.
    await importAs(users.carl, fixture.slice(1)).expect(200);
    expect(await owned(players.ann)).toEqual(before);
    expect(await Grant.countDocuments({ source: 'IMPORT' })).toBe(1);
    expect(await CollectionImport.countDocuments()).toBe(1);
  });

  it('takes the same file at once twice as one import', async () => {
    const answers = await Promise.all([importAs(users.carl, fixture), importAs(users.carl, fixture)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await owned(players.ann)).toMatchObject({ '89631139': 3 });
  });

  it('imports the same file into another player as an import of its own', async () => {
    await importAs(users.carl, fixture).expect(201);
    await importAs(users.carl, fixture, { gameId, playerId: players.bob }).expect(201);
    expect(await owned(players.bob)).toEqual(await owned(players.ann));
  });

  it('publishes collection.changed with the new owned counts, and answers its consistency token', async () => {
    const response = await importAs(users.carl, fixture).expect(201);
    expect(Number(response.headers['progression-consistency'])).toBeGreaterThan(0);
    const change = await eventually('collection.changed', () =>
      changes.find((data) => data.playerId === players.ann),
    );
    expect(Object.fromEntries(change.cards.map((card) => [card.cardId, card.owned]))).toEqual({
      '89631139': 3,
      '46986414': 1,
      '15025844': 3,
      '12580477': 1,
      '44095762': 1,
    });
    const stamp = await Stamp.findById(`${gameId}:${players.ann}`).lean();
    expect(stamp?.version).toBe(change.collectionVersion);
  });
});

describe('the CSV export against a YGOPRODeck collection CSV', () => {
  it('writes their columns, column by column, print id and edition as the README says', async () => {
    await importAs(users.carl, fixture).expect(201);
    const text = await exportOf(players.ann);
    expect(text.startsWith(utf8Bom)).toBe(true);
    const [theirHeader] = fixture.slice(1).split('\r\n');
    expect(text.slice(1).split('\r\n')[0]).toBe(theirHeader);
    const theirs = parseCsv(fixture);
    const ours = parseCsv(text);
    expect(ours).toHaveLength(theirs.length);
    const key = (row: Record<string, string>) => `${row.cardid}|${row.cardcode}|${row.cardrarity}`;
    const ourRows = new Map(ours.map((row) => [key(row), row]));
    for (const their of theirs) {
      const our = ourRows.get(key(their))!;
      expect(our).toBeDefined();
      expect(our.cardname).toBe(their.cardname);
      expect(our.cardq).toBe(their.cardq);
      expect(our.cardrarity).toBe(their.cardrarity);
      // League pulls are not physical prints: every copy is Unlimited.
      expect(our.card_edition).toBe('Unlimited');
      expect(our.cardset).toBe(their.cardset);
      expect(our.cardcode).toBe(their.cardcode);
      expect(our.cardid).toBe(their.cardid);
      // YGOPRODeck's numeric print id is in neither their API nor our card data.
      expect(their.print_id).toMatch(/^\d+$/);
      expect(our.print_id).toBe('');
    }
  });

  it('keeps a cell a spreadsheet would run as a formula as text', async () => {
    const text = csv(
      `x,1,Common,Unlimited,"=cmd|"" /C calc""!A0","=1+1",70000001,`,
      'x,1,,,,,70000002,',
      'x,1,,,,,70000003,',
      'x,1,,,,,70000004,',
    );
    await importAs(users.carl, text).expect(201);
    const exported = await exportOf(players.ann);
    const cells = exported
      .slice(1)
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
      .map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    const rows = parseCsv(exported);
    expect(rows.map((row) => row.cardname).sort()).toEqual(
      ["'+1+1", "'-2+3", '\'=HYPERLINK("http://evil.example","Click")', "'@SUM(A1:A2)"].sort(),
    );
    expect(rows.find((row) => row.cardid === '70000001')).toMatchObject({
      cardset: '\'=cmd|" /C calc"!A0',
      cardcode: "'=1+1",
    });
  });
});

describe('the round trip', () => {
  it('exports, imports into another player and exports again to the same rows', async () => {
    await importAs(users.carl, fixture).expect(201);
    // Wildcard copies (no printing) travel too.
    await importAs(users.carl, csv('Dark Magician,2,,,,,36996508,', 'Raigeki,1,,,,,12580477,')).expect(201);
    const first = await exportOf(players.ann);
    const { body } = await importAs(users.carl, first, { gameId, playerId: players.bob }).expect(201);
    expect(body).toMatchObject({ refused: 0, merged: 0 });
    const second = await exportOf(players.bob);
    expect(second).toBe(first);
    expect(await owned(players.bob)).toEqual(await owned(players.ann));
  });
});

describe('POST /rest/api/collection/import: hostile input', () => {
  it('refuses a body past the limit with 413 and adds nothing', async () => {
    const huge = `${header}\r\n${'x'.repeat(collectionImportLimits.maxBytes)}`;
    await importAs(users.carl, huge).expect(413, {
      message: texts.tooLarge(collectionImportLimits.maxBytes / 1024 / 1024),
    });
    expect(await Grant.countDocuments()).toBe(0);
  });

  it('refuses a binary file, another content type, an empty file and a file without the columns', async () => {
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0xfe]);
    await importAs(users.carl, binary).expect(400, { message: texts.notText });
    await importAs(users.carl, '{"rows":[]}', undefined, 'application/json').expect(415, {
      message: texts.notCsv,
    });
    // A body that claims JSON and is not is the kit's 400 before any route.
    const notJson = await importAs(users.carl, fixture, undefined, 'application/json').expect(400);
    expect(notJson.body.message).toEqual(expect.any(String));
    await importAs(users.carl, fixture, undefined, 'text/plain').expect(415, { message: texts.notCsv });
    await importAs(users.carl, '').expect(400, { message: texts.noRows });
    await importAs(users.carl, header).expect(400, { message: texts.noRows });
    await importAs(users.carl, 'name,count\r\nBlue-Eyes,1\r\n').expect(400, {
      message: texts.missingColumns(['cardid', 'cardq']),
    });
    expect(await Grant.countDocuments()).toBe(0);
    expect(await CollectionImport.countDocuments()).toBe(0);
  });

  it('refuses more rows than one import takes', async () => {
    const rows = Array.from({ length: collectionImportLimits.maxRows + 1 }, () => 'x,1,,,,,1,');
    await importAs(users.carl, csv(...rows)).expect(413, {
      message: texts.tooManyRows(collectionImportLimits.maxRows),
    });
  });
});
