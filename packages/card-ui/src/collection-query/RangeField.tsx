import styled from 'styled-components';
import { messages } from '@progression/contracts';
import { TextField } from '@progression/ui';

const Row = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-end;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
`;

export interface Range {
  min?: number;
  max?: number;
}

interface RangeFieldProps {
  legend: string;
  bounds: { min: number; max?: number; step: number };
  value: Range | undefined;
  onChange: (value: Range) => void;
}

const numberOf = (text: string) => (text === '' ? undefined : Number(text));

/** A range filter: Min and Max number fields within the spec's bounds and step. */
export function RangeField({ legend, bounds, value, onChange }: RangeFieldProps) {
  const field = (which: 'min' | 'max', label: string) => (
    <TextField
      label={`${legend} ${label.toLowerCase()}`}
      type="number"
      inputMode="numeric"
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      value={value?.[which] ?? ''}
      onChange={(event) => onChange({ ...value, [which]: numberOf(event.target.value) })}
    />
  );
  return (
    <Row>
      <legend>{legend}</legend>
      {field('min', messages.collection.min)}
      {field('max', messages.collection.max)}
    </Row>
  );
}
