import { labels, messages, type DraftTableView, type TableSeatState } from '@progression/contracts';
import { ArrowBackIcon, ArrowForwardIcon, Chip, Muted, Text, type Color } from '@progression/ui';
import styled from 'styled-components';

const stateColours: Record<TableSeatState, Color> = {
  PICKING: 'warning',
  WAITING: 'neutral',
  DONE: 'success',
};

const Seats = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Seat = styled.li<{ $you: boolean; $picking: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 120px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: ${({ $you }) => ($you ? 2 : 1)}px solid
    ${({ theme, $you, $picking }) =>
      $you
        ? theme.palette.primary.main
        : $picking
          ? theme.palette.warning.main
          : theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Direction = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/**
 * The seats in table order with who is picking: each seat's name (the player's own marked), a bot's chip,
 * its state and picks; the round's passing direction above them in words and an arrow.
 */
export function SeatList({ table }: { table: DraftTableView }) {
  const Arrow = table.direction === 'LEFT' ? ArrowForwardIcon : ArrowBackIcon;
  return (
    <>
      <Direction>
        <Arrow size={18} aria-hidden />
        {table.direction === 'LEFT' ? messages.boosterDraft.passLeft : messages.boosterDraft.passRight}
      </Direction>
      <Seats aria-label={messages.boosterDraft.seatsHeading}>
        {[...table.seats]
          .sort((a, b) => a.seat - b.seat)
          .map((seat) => {
            const you = seat.seat === table.yourSeat;
            return (
              <Seat
                key={seat.seat}
                $you={you}
                $picking={seat.state === 'PICKING'}
                aria-current={you ? 'true' : undefined}
              >
                <Row>
                  <Text weight="semibold">{you ? messages.boosterDraft.yourSeat(seat.name) : seat.name}</Text>
                  {seat.kind === 'BOT' && (
                    <Chip size="small" variant="outlined" label={labels.tableSeatKind.BOT} />
                  )}
                </Row>
                <Row>
                  <Chip
                    size="small"
                    color={stateColours[seat.state]}
                    label={labels.tableSeatState[seat.state]}
                  />
                  <Muted size="xs">{messages.boosterDraft.picksMade(seat.picks)}</Muted>
                </Row>
              </Seat>
            );
          })}
      </Seats>
    </>
  );
}
