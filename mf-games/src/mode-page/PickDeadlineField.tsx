import { messages } from '@progression/contracts';
import { Select, TextField } from '@progression/ui';
import { useState } from 'react';
import styled from 'styled-components';
import {
  deadlineUnits,
  isPickSecondsInRange,
  pickSecondsOf,
  splitPickSeconds,
  type DeadlineUnit,
} from './pick-deadline';

const text = messages.boosterDraft;
const unitOptions = (Object.keys(deadlineUnits) as DeadlineUnit[]).map((unit) => ({
  value: unit,
  label: text.deadlineUnits[unit],
}));

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Amount = styled(TextField)`
  width: 9rem;
`;

interface PickDeadlineFieldProps {
  /** Seconds per pick (the step's, or the default when it names none). */
  seconds: number;
  /** "Step n", to name the controls. */
  label: string;
  onChange: (seconds: number) => void;
}

/**
 * A booster draft step's pick deadline, typed as an amount and a unit (30 seconds, 5 minutes, 24 hours)
 * rather than a count of seconds; it reads the deadline back in words and says when it is out of range.
 */
export function PickDeadlineField({ seconds, label, onChange }: PickDeadlineFieldProps) {
  const [unit, setUnit] = useState<DeadlineUnit>(() => splitPickSeconds(seconds).unit);
  const [typed, setTyped] = useState(() => String(splitPickSeconds(seconds).amount));
  const inRange = isPickSecondsInRange(seconds);
  return (
    <Fields role="group" aria-label={`${label} ${text.pickDeadline}`}>
      <Amount
        label={text.pickDeadline}
        type="number"
        inputMode="numeric"
        min={1}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(pickSecondsOf(event.target.value, unit));
        }}
        helperText={inRange ? text.pickTime(seconds) : undefined}
        error={inRange ? undefined : text.pickSecondsOutOfRange}
      />
      <Select
        label={text.deadlineUnit}
        options={unitOptions}
        value={unit}
        onValueChange={(value) => {
          const next = value as DeadlineUnit;
          setUnit(next);
          onChange(pickSecondsOf(typed, next));
        }}
      />
    </Fields>
  );
}
