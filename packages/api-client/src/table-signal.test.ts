import type { DraftTableView } from '@progression/contracts';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { newerTable, tableSignalled } from './table-signal';

const table = (version: number, pickNumber = version) =>
  ({ draftId: 'draft-1', version, pickNumber }) as unknown as DraftTableView;

describe('a table signal from the stream', () => {
  const key = queryKeys.drafts.table('draft-1');

  it('reads the shown table again only when the signal is newer than what it holds', () => {
    const client = new QueryClient();
    client.setQueryData(key, table(3));
    expect(tableSignalled(client, { draftId: 'draft-1', version: 3 })).toBeUndefined();
    expect(tableSignalled(client, { draftId: 'draft-1', version: 2 })).toBeUndefined();
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    void tableSignalled(client, { draftId: 'draft-1', version: 4 });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('leaves the tables of other drafts alone', () => {
    const client = new QueryClient();
    client.setQueryData(key, table(3));
    void tableSignalled(client, { draftId: 'draft-2', version: 9 });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});

describe('a table read', () => {
  it('never puts back an older version than the one held', () => {
    const held = table(5);
    expect(newerTable(held, table(4))).toBe(held);
    expect(newerTable(held, table(6))).toEqual(table(6));
    expect(newerTable(undefined, table(1))).toEqual(table(1));
  });

  it('keeps the held object when a read of the same version brings nothing new', () => {
    const held = table(5);
    expect(newerTable(held, table(5))).toBe(held);
  });
});
