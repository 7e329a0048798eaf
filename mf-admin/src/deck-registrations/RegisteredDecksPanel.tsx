import { useState } from 'react';
import {
  formatDateTime,
  isGameStarted,
  labels,
  messages,
  type Game,
  type RegistrationOfPlayer,
  type RegistrationWindow,
} from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { useSetRegistrationCloseTime, useWeekRegistrations } from '@progression/api-client';
import { flash, flashFailure, navigate, registeredDeckPath } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Muted,
  Stack,
  Table,
  TextField,
  type TableColumn,
} from '@progression/ui';

const text = messages.deckRegistrations;

/** A `datetime-local` value (the admin's own time zone) for a stored time, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => new Date(value).toISOString();

function windowText(window: RegistrationWindow): string {
  if (window.closedAt) return text.closedAt(formatDateTime(window.closedAt));
  if (!window.open) return text.closedNotice(window.week);
  return window.closesAt ? text.openUntil(formatDateTime(window.closesAt)) : text.openUntilFirstResult;
}

/** The admin's closing time of the active week's registration: set, move or clear it. */
function CloseTimeForm({ gameId, window }: { gameId: string; window: RegistrationWindow }) {
  const save = useSetRegistrationCloseTime(gameId);
  const [value, setValue] = useState(toLocalInput(window.closesAt));
  const send = (closesAt: string | null) =>
    save.mutate(
      { week: window.week, closesAt },
      {
        onSuccess: () => {
          flash.success(closesAt ? text.closeTimeSaved : text.closeTimeCleared);
          if (!closesAt) setValue('');
        },
        onError: flashFailure,
      },
    );
  return (
    <Stack
      as="form"
      $gap={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (value) send(fromLocalInput(value));
      }}
    >
      <TextField
        label={text.closeTimeLabel}
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={window.closedAt !== null}
      />
      <Stack $direction="row" $gap={1} style={{ flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="outlined"
          loading={save.isPending}
          disabled={!value || window.closedAt !== null}
        >
          {text.closeTimeSave}
        </Button>
        <Button
          variant="text"
          disabled={!window.closesAt || save.isPending || window.closedAt !== null}
          onClick={() => send(null)}
        >
          {text.closeTimeClear}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The admin's view of the week's registered decks: every player with their registered copy and its
 * verdict, those without a legal one flagged (they may still play: the admin decides), and the closing time.
 */
export function RegisteredDecksPanel({ game }: { game: Game }) {
  const started = isGameStarted(game);
  const registrations = useWeekRegistrations(game.id, { enabled: started });
  const columns: TableColumn<RegistrationOfPlayer>[] = [
    { id: 'player', header: text.adminPlayer, cell: (row) => row.username },
    {
      id: 'deck',
      header: text.adminDeck,
      // A player with no registration has nothing here; the flag says so.
      cell: (row) =>
        row.registration && (
          <Button
            variant="text"
            onClick={() => navigate(registeredDeckPath(game.id, row.playerId, row.registration!.week))}
          >
            {row.registration.name}
          </Button>
        ),
    },
    {
      id: 'validity',
      header: text.adminValidity,
      cell: (row) =>
        row.registration && (
          <Stack $gap={0.5}>
            <Chip
              size="small"
              color={row.registration.valid ? 'success' : 'error'}
              label={row.registration.valid ? text.legal : text.illegal}
            />
            {row.registration.reasons.map((reason) => (
              <Muted as="span" key={reason}>
                {reason}
              </Muted>
            ))}
          </Stack>
        ),
    },
    {
      id: 'flag',
      header: text.adminFlag,
      cell: (row) =>
        row.flag && <Chip size="small" color="warning" label={labels.registrationFlag[row.flag]} />,
    },
  ];
  return (
    <Card aria-label={text.adminTitle}>
      <CardHeader title={text.adminTitle} subheader={started ? text.adminWeek(game.activeWeek) : undefined} />
      <CardContent>
        {!started ? (
          <Muted>{messages.games.notStarted}</Muted>
        ) : (
          <QueryState query={registrations} what={adminTexts.theRegisteredDecks}>
            {({ window, players }) => {
              const flagged = players.filter((row) => row.flag !== null).length;
              return (
                <Stack $gap={2}>
                  <Muted role="status">{windowText(window)}</Muted>
                  <Alert severity={flagged === 0 ? 'success' : 'warning'}>{text.adminFlagged(flagged)}</Alert>
                  <Table
                    caption={text.adminTitle}
                    columns={columns}
                    rows={players}
                    rowKey={(row) => row.playerId}
                    emptyText={text.adminNoPlayers}
                  />
                  <CloseTimeForm key={window.closesAt ?? 'none'} gameId={game.id} window={window} />
                </Stack>
              );
            }}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
