import { boosterDraftLimits, messages, type DraftStep } from '@progression/contracts';
import { TextField } from '@progression/ui';
import styled from 'styled-components';
import { PickDeadlineField } from './PickDeadlineField';

const text = messages.boosterDraft;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Seats = styled(TextField)`
  width: 17rem;
`;

interface BoosterStepFieldsProps {
  step: DraftStep;
  /** "Step n", to name each control. */
  label: string;
  onChange: (change: Partial<DraftStep>) => void;
}

/** A BOOSTER_DRAFT step's table: the pick deadline and the seats bots fill up to. */
export function BoosterStepFields({ step, label, onChange }: BoosterStepFieldsProps) {
  return (
    <Fields role="group" aria-label={`${label} ${text.tableColumn}`}>
      <PickDeadlineField
        seconds={step.pickSeconds ?? boosterDraftLimits.defaultPickSeconds}
        label={label}
        onChange={(pickSeconds) => onChange({ pickSeconds })}
      />
      <Seats
        label={text.minimumSeats}
        type="number"
        inputMode="numeric"
        min={0}
        max={boosterDraftLimits.maxMinimumSeats}
        value={step.minimumSeats ?? boosterDraftLimits.defaultMinimumSeats}
        onChange={(event) =>
          onChange({
            minimumSeats: Math.min(
              boosterDraftLimits.maxMinimumSeats,
              Math.max(0, Math.floor(Number(event.target.value) || 0)),
            ),
          })
        }
      />
    </Fields>
  );
}
