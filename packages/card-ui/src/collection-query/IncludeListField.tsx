import styled from 'styled-components';
import { messages } from '@progression/contracts';
import { Checkbox } from '@progression/ui';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Items = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5, 3)};
`;

export interface IncludeList {
  items: string[];
  type: 'AND' | 'OR';
}

interface IncludeListFieldProps {
  legend: string;
  options: { value: string; label: string }[];
  value: IncludeList | undefined;
  onChange: (value: IncludeList) => void;
}

/** One include filter: a check box per value, and Match all (AND) instead of any (OR). */
export function IncludeListField({ legend, options, value, onChange }: IncludeListFieldProps) {
  const items = value?.items ?? [];
  const type = value?.type ?? 'OR';
  const toggle = (item: string, checked: boolean) =>
    onChange({ type, items: checked ? [...items, item] : items.filter((other) => other !== item) });
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Items>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={items.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </Items>
      <Checkbox
        label={`${messages.collection.matchAll} (${legend})`}
        checked={type === 'AND'}
        onCheckedChange={(checked) => onChange({ items, type: checked ? 'AND' : 'OR' })}
      />
    </Fieldset>
  );
}
