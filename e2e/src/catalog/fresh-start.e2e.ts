// A fresh start on an empty data directory: the stack counts as running only once the catalog's first
// import is complete, so the very first set list already has every set, each with all its cards.
import { MongoClient } from 'mongodb';
import { apiClient, login, registerUser, startTestStack, uniqueUser, type TestStack } from '../harness';

// Starting the stack includes the catalog's first import of the whole card data.
jest.setTimeout(600_000);

interface ListedSet {
  id: string;
  setName: string;
}

/**
 * How many sets the catalog stored with at least one printing (the set list leaves out the others: there is
 * nothing in them to open, own or pick), and each set's printings: what "every set with all its cards" means.
 */
async function storedCatalog(
  mongoUrl: string,
): Promise<{ sets: number; printingsBySet: Map<string, number> }> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const db = client.db('progression_catalog');
    const groups = await db
      .collection('set_cards')
      .aggregate<{ _id: string; count: number }>([{ $group: { _id: '$setId', count: { $sum: 1 } } }])
      .toArray();
    return {
      sets: groups.length,
      printingsBySet: new Map(groups.map((group) => [group._id, group.count])),
    };
  } finally {
    await client.close();
  }
}

describe('a fresh start on an empty data directory', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ emptyData: true });
  });
  afterAll(() => stack?.stop());

  it('lists every set with all its cards in the first answer after running', async () => {
    const api = apiClient(stack.url);
    const user = uniqueUser('fresh');
    await registerUser(api, user);
    const token = await login(api, user);
    const sets = await api.request<ListedSet[]>('GET', '/rest/api/sets?game=YUGIOH', undefined, token);
    expect(sets.status).toBe(200);

    const stored = await storedCatalog(stack.mongoUrl);
    expect(sets.body.length).toBe(stored.sets);
    expect(sets.body.length).toBeGreaterThan(100);

    const short: string[] = [];
    const queue = [...sets.body];
    const worker = async () => {
      for (let set = queue.shift(); set; set = queue.shift()) {
        const cards = await api.request<{ cards: unknown[] }>(
          'GET',
          `/rest/api/sets/${set.id}/cards`,
          undefined,
          token,
        );
        if (cards.status !== 200 || cards.body.cards.length !== (stored.printingsBySet.get(set.id) ?? 0))
          short.push(
            `${set.setName}: ${cards.status} ${cards.body?.cards?.length} of ${stored.printingsBySet.get(set.id)}`,
          );
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(short).toEqual([]);
  });
});
