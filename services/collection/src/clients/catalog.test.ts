import { fakeCatalog, fixtureCard } from '../testing/fixture-cards';

describe("the collection's catalog client", () => {
  const card = {
    ...fixtureCard('46986414', 'Dark Magician', { level: 7 }),
    artworkIds: ['46986414', '36996508'],
  };
  const other = fixtureCard('89631139', 'Blue-Eyes White Dragon', { level: 8 });

  it('asks the catalog once for cards it has seen, and answers each id as the catalog resolves it', async () => {
    const catalog = fakeCatalog([card, other]);
    expect((await catalog.cards(['46986414', '89631139'])).map((found) => found.id)).toEqual([
      '46986414',
      '89631139',
    ]);
    // Seen ids come from memory; an alternate artwork's passcode and an unknown id are asked once.
    expect((await catalog.cards(['89631139', '36996508', '404'])).map((found) => found.id)).toEqual([
      '89631139',
      '46986414',
    ]);
    expect((await catalog.cards(['36996508', '404', '46986414'])).map((found) => found.id)).toEqual([
      '46986414',
    ]);
    expect(catalog.cardCalls).toEqual([
      ['46986414', '89631139'],
      ['36996508', '404'],
    ]);
  });
});
