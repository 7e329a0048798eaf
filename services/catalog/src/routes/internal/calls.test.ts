import { setIdOf } from '../../domain/ids';
import { draftsBearer, useCatalogTestApp, userBearer } from '../../testing/catalog-test-app';

const user = userBearer;
const drafts = draftsBearer;
const { http } = useCatalogTestApp();

const legendId = setIdOf('Legend of Azure Dragons');

describe('internal routes', () => {
  it('GET /internal/sets/:id/pack-layout answers the slots and odds', async () => {
    const response = await http()
      .get(`/internal/sets/${legendId}/pack-layout`)
      .set('authorization', drafts)
      .expect(200);
    expect(response.body).toMatchObject({
      setId: legendId,
      type: 'BOOSTER',
      kind: 'RANDOM_PACK',
      packsPerBox: 24,
      cardsPerPack: 9,
    });
  });

  it('refuses a user token', async () => {
    await http().get(`/internal/sets/${legendId}/pack-layout`).set('authorization', user).expect(403);
  });
});
