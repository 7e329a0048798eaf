import type { PackDraft } from '@progression/contracts';
import { makeDraft } from '../test-support/fixtures';
import { groupDrafts } from './group-drafts';

const draft = (id: string, extra: Partial<PackDraft>): PackDraft => ({
  ...makeDraft([]),
  id,
  draftId: id,
  ...extra,
});

describe('the drafts overview groups', () => {
  it('groups drafts by game, unfinished then newest first, with the demo drafts last', () => {
    const groups = groupDrafts([
      draft('demo', { source: 'DEMO', gameId: null, playerId: null }),
      draft('old', { gameId: 'g1', createdAt: '2026-01-01T00:00:00.000Z' }),
      draft('done', { gameId: 'g1', status: 'COMPLETE', createdAt: '2026-03-01T00:00:00.000Z' }),
      draft('new', { gameId: 'g1', createdAt: '2026-02-01T00:00:00.000Z' }),
      draft('other', { gameId: 'g2' }),
    ]);
    expect(groups.map((group) => [group.gameId, group.drafts.map((found) => found.id)])).toEqual([
      ['g1', ['new', 'old', 'done']],
      ['g2', ['other']],
      [null, ['demo']],
    ]);
  });
});
