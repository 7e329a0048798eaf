import { labels, messages, type TableLogResponse, type TablePick } from '@progression/contracts';
import { Section, Table, type TableColumn } from '@progression/ui';
import { DraftedCards } from '../draft-page/DraftedCards';
import { picksOfEachSeat } from './table-groups';

const text = messages.boosterDraft;

const columns: TableColumn<TablePick>[] = [
  { id: 'pick', header: text.logColumns.pick, cell: (pick) => pick.order, align: 'right', width: '64px' },
  { id: 'round', header: text.logColumns.round, cell: (pick) => pick.round, align: 'right', width: '72px' },
  { id: 'seat', header: text.logColumns.seat, cell: (pick) => pick.name },
  { id: 'card', header: text.logColumns.card, cell: (pick) => pick.card.card.name },
  { id: 'how', header: text.logColumns.how, cell: (pick) => labels.pickMethod[pick.method] },
];

/** Every pick in the order made (who and how), then each player's picks. */
export function TableLog({ log }: { log: TableLogResponse }) {
  return (
    <>
      <Section title={text.logHeading}>
        <Table
          caption={text.logHeading}
          columns={columns}
          rows={[...log.picks].sort((a, b) => a.order - b.order)}
          rowKey={(pick) => pick.order}
          pageSize={24}
        />
      </Section>
      <Section title={text.everyonesPicks}>
        {picksOfEachSeat(log.seats, log.picks).map(({ seat, cards }) => (
          <Section key={seat.seat} title={text.counted(text.picksOf(seat.name), cards.length)} level={3}>
            <DraftedCards cards={cards} label={text.picksOf(seat.name)} />
          </Section>
        ))}
      </Section>
    </>
  );
}
