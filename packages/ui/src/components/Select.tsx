import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/helpers';
import { ChevronDownIcon } from '../icons';
import { radixSelect, useDeferredModule } from '../radix/load';
import { useFocusKept } from '../radix/stand-in';

const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 160px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

/** The closed select's look, shared by the Radix trigger and the stand-in drawn while it arrives. */
export const selectTriggerStyles = css`
  ${focusRing}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  cursor: pointer;
  &[data-placeholder] {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const StandInTrigger = styled.button`
  ${selectTriggerStyles}
`;

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * A labelled single-choice list (e.g. the Week filter, the rarity distribution). Its Radix control is
 * fetched the first time a select is drawn; until then (a moment) the closed select is drawn as it looks,
 * and a press on it opens the list as soon as it has arrived, with the focus where it was.
 */
export function Select({ label, className, ...controlProps }: SelectProps) {
  const id = useId();
  const radix = useDeferredModule(radixSelect);
  const keepFocus = useFocusKept();
  const [pressed, setPressed] = useState(false);
  const chosen = controlProps.options.find(
    (option) => option.value === (controlProps.value ?? controlProps.defaultValue),
  );
  const press = () => !controlProps.disabled && setPressed(true);
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      {radix ? (
        <radix.SelectControl
          id={id}
          triggerRef={keepFocus}
          defaultOpen={pressed || undefined}
          {...controlProps}
        />
      ) : (
        <StandInTrigger
          ref={keepFocus}
          id={id}
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-busy={pressed || undefined}
          disabled={controlProps.disabled}
          data-placeholder={chosen ? undefined : ''}
          onClick={press}
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            if (!['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
            event.preventDefault();
            press();
          }}
        >
          <span>{chosen ? chosen.label : controlProps.placeholder}</span>
          <ChevronDownIcon size="1.1em" />
        </StandInTrigger>
      )}
    </Field>
  );
}
