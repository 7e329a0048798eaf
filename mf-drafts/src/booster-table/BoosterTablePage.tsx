import { useDraftTable, usePickCard, useTableLog } from '@progression/api-client';
import { labels, messages, type DraftTableView, type SetCard } from '@progression/contracts';
import { ApiError, flashFailure, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, Button, Chip, EmptyState, Muted, Page, Section, Text } from '@progression/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from '@progression/router';
import styled from 'styled-components';
import { collectionPath, draftsListPath } from '../shared/paths';
import { Deadline } from './Deadline';
import { PackSection } from './PackSection';
import { SeatList } from './SeatList';
import { TableLog } from './TableLog';
import { YourPicks } from './YourPicks';

const text = messages.boosterDraft;

// The page's subtitle is a paragraph: its parts are inline.
const Progress = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** After the deadline passes the server picks; the table is read again once it has had time to. */
const afterDeadlineMs = 1500;

/** The log and everyone's picks, once the table is complete. */
function CompletedTable({ draftId }: { draftId: string }) {
  const log = useTableLog(draftId, true);
  return (
    <QueryState query={log} what={text.logWhat}>
      {(found) => <TableLog log={found} />}
    </QueryState>
  );
}

/**
 * Keeps the keyboard's place across picks: the picked card's button goes away with its pack, so once the
 * table has moved past the pick the focus goes to the first card of the next pack, or to the waiting note
 * until that pack arrives.
 */
function useFocusAfterPick(table: DraftTableView) {
  const [pickedNumber, setPickedNumber] = useState<number | null>(null);
  const packRef = useRef<HTMLDivElement>(null);
  const waitingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pickedNumber === null || table.pickNumber <= pickedNumber) return;
    const firstCard = packRef.current?.querySelector<HTMLButtonElement>('li button');
    if (firstCard) {
      firstCard.focus();
      setPickedNumber(null);
    } else waitingRef.current?.focus();
  }, [pickedNumber, table.pickNumber, table.pack?.packId]);
  return { packRef, waitingRef, onPicked: setPickedNumber };
}

/** The table: seats, the pack in front of the player with its deadline, their picks, then the log. */
function TableContent({
  draftId,
  table,
  refetch,
}: {
  draftId: string;
  table: DraftTableView;
  refetch: () => unknown;
}) {
  const pick = usePickCard(draftId);
  const [announcement, setAnnouncement] = useState('');
  const focus = useFocusAfterPick(table);
  const onDeadlinePassed = useCallback(() => {
    const timer = setTimeout(refetch, afterDeadlineMs);
    return () => clearTimeout(timer);
  }, [refetch]);
  const pickCard = (setCard: SetCard) => {
    if (pick.isPending || !table.pack) return;
    pick.mutate(
      { pickNumber: table.pickNumber, cardId: setCard.id },
      {
        onSuccess: () => {
          setAnnouncement(text.picked(setCard.card.name));
          focus.onPicked(table.pickNumber);
        },
        onError: flashFailure,
      },
    );
  };
  const { gameId } = table;
  const running = table.status === 'ACTIVE';
  const done = table.yourSeat !== null && table.pickNumber > table.totalPicks;
  return (
    <Page
      title={text.title(table.stage)}
      subtitle={
        <Progress>
          <Chip
            size="small"
            color={table.status === 'COMPLETE' ? 'success' : table.status === 'PAUSED' ? 'warning' : 'info'}
            label={labels.draftTableStatus[table.status]}
          />
          <span>{text.roundOf(table.round, table.rounds)}</span>
          {!done && <span>{text.pickOf(table.pickNumber, table.totalPicks)}</span>}
        </Progress>
      }
      actions={
        <>
          {/* A demo's picks go to no collection. */}
          {gameId && (
            <Button variant="outlined" onClick={() => navigate(collectionPath(gameId))}>
              {text.viewCollection}
            </Button>
          )}
          <Button variant="outlined" onClick={() => navigate(draftsListPath(gameId))}>
            {text.goToDrafts}
          </Button>
        </>
      }
    >
      <Text role="status" aria-live="polite" as="div">
        {announcement && <Muted>{announcement}</Muted>}
      </Text>
      {table.status === 'PAUSED' && <Alert severity="warning">{text.pausedInfo}</Alert>}
      {table.status === 'COMPLETE' && (
        <Alert severity="success">{gameId ? text.completeInfo : text.demoCompleteInfo}</Alert>
      )}
      <Section title={text.seatsHeading}>
        <SeatList table={table} />
      </Section>
      {table.pack ? (
        <div ref={focus.packRef}>
          <PackSection
            pack={table.pack}
            picking={pick.isPending || !running}
            onPick={pickCard}
            deadline={
              running && table.deadline ? (
                <Deadline deadline={table.deadline} onPassed={onDeadlinePassed} />
              ) : undefined
            }
          />
        </div>
      ) : (
        table.status !== 'COMPLETE' && (
          <Muted ref={focus.waitingRef} tabIndex={-1}>
            {done ? text.donePicking : text.waitingForPack}
          </Muted>
        )
      )}
      <YourPicks picks={table.picks} />
      {table.status === 'COMPLETE' && <CompletedTable draftId={draftId} />}
    </Page>
  );
}

/**
 * The booster draft table page, at /games/game/{gameId}/draft/{draftId}/table (a demo draft's at
 * /drafts/pack-draft/{draftId}/table).
 */
export function BoosterTablePage() {
  const { draftId = '' } = useParams();
  const table = useDraftTable(draftId);
  if (table.error instanceof ApiError && (table.error.status === 404 || table.error.status === 403))
    return (
      <Page title={text.tableTitle}>
        <EmptyState title={table.error.message} />
      </Page>
    );
  return (
    <QueryState query={table} what={text.tableWhat}>
      {(found) => <TableContent draftId={draftId} table={found} refetch={table.refetch} />}
    </QueryState>
  );
}
