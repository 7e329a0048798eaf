import { messages, setCardsResponse, setsResponse } from '@progression/contracts';
import { setIdOf } from '../../domain/ids';
import { useCatalogTestApp, userBearer } from '../../testing/catalog-test-app';

const user = userBearer;
const { http } = useCatalogTestApp();

const legendId = setIdOf('Legend of Azure Dragons');

describe('GET /rest/api/sets', () => {
  it('lists every set with printings oldest first, with its type and image path', async () => {
    const response = await http().get('/rest/api/sets?game=YUGIOH').set('authorization', user).expect(200);
    expect(() => setsResponse.parse(response.body)).not.toThrow();
    // 'Undated Promo Card' is left out: its one printing has a rarity the import skips, so it has no card.
    expect(response.body.map((set: { setName: string }) => set.setName)).toEqual([
      'Legend of Azure Dragons',
      'Structure Deck: Test Roar',
      "Legendary 5D's Testers",
      'Legend of Azure Dragons (25th Anniversary Edition)',
      // Two sets made from their printings, dated as the newest listed set (Rising Fixtures).
      'Fixture Jump promotional card',
      'Nowhere Set',
      'Rising Fixtures',
      'Maze of Fixtures',
    ]);
    expect(response.body[0]).toMatchObject({
      id: legendId,
      type: 'BOOSTER',
      releaseDate: '2002-03-08',
      setCode: 'LOAD',
      imageUrl: '/card-images/sets/LOAD.jpg',
      setDescription: 'Core · 3 cards',
    });
  });

  it.each(['MTG', 'POKEMON'])('refuses %s with a 400 that says only YUGIOH is available', async (game) => {
    const response = await http().get(`/rest/api/sets?game=${game}`).set('authorization', user).expect(400);
    expect(response.body.message).toBe(
      `The card game ${game} is not supported: only YUGIOH cards are available`,
    );
  });

  it('asks for a token', async () => {
    await http().get('/rest/api/sets?game=YUGIOH').expect(401);
  });
});

describe('GET /rest/api/sets/:id/cards', () => {
  it('answers the printings with their card and equivalent rarity', async () => {
    const response = await http()
      .get(`/rest/api/sets/${legendId}/cards`)
      .set('authorization', user)
      .expect(200);
    expect(() => setCardsResponse.parse(response.body)).not.toThrow();
    expect(response.body.cards).toHaveLength(1);
    expect(response.body.cards[0]).toMatchObject({
      setId: legendId,
      cardId: '1001',
      rarity: 'ULTRA_RARE',
      equivalentRarity: 'ULTRA_RARE',
      card: {
        id: '1001',
        name: 'Azure Eyes Test Dragon',
        smallImageUrl: '/card-images/cards_small/1001.jpg',
        largeImageUrl: '/card-images/cards/1001.jpg',
        firstPrintedRarity: 'ULTRA_RARE',
        yugiohMetaData: {
          type: 'NORMAL_MONSTER',
          race: 'DRAGON',
          attribute: 'LIGHT',
          level: 8,
          attack: 3000,
          defense: 2500,
        },
      },
    });
  });

  it('answers 404 for an unknown set and 400 for an id that cannot be one', async () => {
    const unknown = setIdOf('No Such Set');
    const missing = await http()
      .get(`/rest/api/sets/${unknown}/cards`)
      .set('authorization', user)
      .expect(404);
    expect(missing.body).toEqual({ message: messages.catalog.setNotFound(unknown) });
    const malformed = await http().get('/rest/api/sets/nope/cards').set('authorization', user).expect(400);
    expect(malformed.body).toEqual({ message: messages.errors.invalidId, field: 'id' });
  });
});
