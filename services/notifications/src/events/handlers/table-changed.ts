import { defineHandler } from '@progression/service-kit';
import { liveFeed } from '../../live/feed';

/**
 * A booster draft table changed: every seated player's open streams are told at once, so their table
 * pages read the table again (the other seats' picks within the moment, not at the next refetch). Nothing
 * is stored and the bell does not ring: a redelivery only repeats a signal the page ignores once it holds
 * that version, and a stream that was closed reads the table when its page opens.
 */
export const tableChanged = defineHandler({
  name: 'table-changed',
  events: ['draft.table.changed'],
  // A signal about a table long changed since is worth nothing to a page opened later.
  startFrom: 'new',
  async handle(event) {
    for (const seat of event.data.seats)
      liveFeed.announce(seat.userId, {
        table: { draftId: seat.draftId, version: event.data.tableVersion },
      });
  },
});
