import { banlistFormatsResponse, systemBanlistResponse } from '@progression/contracts';
import { draftsBearer, useCatalogTestApp, userBearer } from '../../testing/catalog-test-app';

const user = userBearer;
const drafts = draftsBearer;
const { http } = useCatalogTestApp();

describe('banlists', () => {
  it('GET /rest/api/banlist/system/format lists every format', async () => {
    const response = await http()
      .get('/rest/api/banlist/system/format')
      .set('authorization', user)
      .expect(200);
    expect(() => banlistFormatsResponse.parse(response.body)).not.toThrow();
    expect(response.body.formats).toEqual([
      'DUEL_LINKS',
      'MASTER_DUEL',
      'TCG',
      'OCG',
      'WORLD_CHAMPIONSHIP',
      'GOAT',
      'EDISON',
    ]);
  });

  it('GET /rest/api/banlist/system?format=TCG answers its versions', async () => {
    const response = await http()
      .get('/rest/api/banlist/system?format=TCG')
      .set('authorization', user)
      .expect(200);
    expect(() => systemBanlistResponse.parse(response.body)).not.toThrow();
    expect(response.body.versions).toEqual([
      {
        activeFrom: '2005-03-01',
        entries: [
          { cardId: '1001', banType: 'MAX_ONE' },
          { cardId: '4004', banType: 'FORBIDDEN' },
        ],
      },
      { activeFrom: '2010-03-01', entries: [{ cardId: '1001', banType: 'MAX_TWO' }] },
    ]);
    expect(new Date(response.body.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('lists DUEL_LINKS with no versions', async () => {
    const response = await http()
      .get('/rest/api/banlist/system?format=DUEL_LINKS')
      .set('authorization', user)
      .expect(200);
    expect(response.body.versions).toEqual([]);
  });

  it('answers the version in force on a date, publicly and internally', async () => {
    const pub = await http()
      .get('/rest/api/banlist/system/in-force?format=TCG&date=2009-12-31')
      .set('authorization', user)
      .expect(200);
    expect(pub.body).toMatchObject({ format: 'TCG', activeFrom: '2005-03-01' });
    const internal = await http()
      .get('/internal/banlist/in-force?format=TCG&date=2010-03-01')
      .set('authorization', drafts)
      .expect(200);
    expect(internal.body.activeFrom).toBe('2010-03-01');
  });

  it('answers 404 before the first list and 400 for a malformed date', async () => {
    await http()
      .get('/rest/api/banlist/system/in-force?format=TCG&date=1990-01-01')
      .set('authorization', user)
      .expect(404);
    await http()
      .get('/rest/api/banlist/system/in-force?format=TCG&date=yesterday')
      .set('authorization', user)
      .expect(400);
  });
});
