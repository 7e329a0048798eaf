import { messages, setCardsByIdResponse } from '@progression/contracts';
import { setIdOf } from '../../domain/ids';
import { useCatalogTestApp, userBearer } from '../../testing/catalog-test-app';

const user = userBearer;
const { http } = useCatalogTestApp();

const legendId = setIdOf('Legend of Azure Dragons');

describe('GET /rest/api/set-cards', () => {
  it('answers printings by id', async () => {
    const printings = (await http().get(`/rest/api/sets/${legendId}/cards`).set('authorization', user)).body
      .cards;
    const response = await http()
      .get(`/rest/api/set-cards?setCardIds=${printings[0].id}`)
      .set('authorization', user)
      .expect(200);
    expect(() => setCardsByIdResponse.parse(response.body)).not.toThrow();
    expect(response.body.cards).toEqual(printings);
  });

  it('refuses an id that cannot name a printing, in the query and in the body', async () => {
    await http().get('/rest/api/set-cards?setCardIds=1%3D1').set('authorization', user).expect(400);
    const response = await http()
      .post('/rest/api/set-cards')
      .set('authorization', user)
      .send({ setCardIds: [{ $gt: '' }] })
      .expect(400);
    expect(response.body.message).toBe(messages.errors.invalidId);
  });
});
