import { messages } from '@progression/contracts';
import { Muted, Text } from '@progression/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useSecondsLeft } from './useSecondsLeft';

const Clock = styled(Text)`
  font-variant-numeric: tabular-nums;
`;

/** The last seconds of a pick are shown in the error colour. */
const urgentSeconds = 10;

/**
 * The pick's deadline counting down. A timer role is not announced each second; the label says what it
 * counts. When it reaches zero the server picks for the player: `onPassed` reads the table again.
 */
export function Deadline({
  deadline,
  onPassed,
}: {
  deadline: string;
  /** Called once the deadline has passed; what it returns is called when the deadline changes after all. */
  onPassed: () => (() => void) | void;
}) {
  const left = useSecondsLeft(deadline) ?? 0;
  const passed = left <= 0;
  useEffect(() => {
    if (passed) return onPassed();
  }, [passed, onPassed]);
  if (passed) return <Muted role="status">{messages.boosterDraft.deadlinePassed}</Muted>;
  return (
    <Clock role="timer" size="lg" weight="semibold" tone={left <= urgentSeconds ? 'error' : 'primary'}>
      {messages.boosterDraft.deadlineIn(messages.boosterDraft.countdown(left))}
    </Clock>
  );
}
