import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import { focusRing } from '../theme/helpers';
import { CheckIcon } from '../icons';
import { VisuallyHidden } from './Typography';

export type StepState = 'done' | 'active' | 'pending';

export interface Step {
  label: ReactNode;
  state: StepState;
  /** A second line, e.g. "3 / 12 packs". */
  caption?: ReactNode;
}

// The steps wrap onto more lines on a narrow screen: every step stays in view, and nothing (not even the
// visually hidden step state) reaches past the page's width.
const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  flex: 1 1 0;
  min-width: max-content;
  &:not(:last-child)::after {
    content: '';
    flex: 1;
    min-width: 16px;
    height: 1px;
    background: ${({ theme }) => theme.palette.border.strong};
  }
`;

const StepBody = styled.span<{ $state: StepState; $clickable: boolean }>`
  ${focusRing}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $state }) => ($state === 'pending' ? theme.palette.text.secondary : theme.palette.text.primary)};
  font-weight: ${({ theme, $state }) => ($state === 'active' ? theme.typography.weights.semibold : theme.typography.weights.regular)};
  text-align: left;
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover {
        background: ${theme.palette.hover};
      }
    `}
`;

const Bullet = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  ${({ theme, $state }) =>
    $state === 'pending'
      ? css`
          border: 2px solid ${theme.palette.border.strong};
          color: ${theme.palette.text.secondary};
        `
      : css`
          background: ${$state === 'done' ? theme.palette.success.main : theme.palette.primary.main};
          color: ${$state === 'done' ? theme.palette.success.contrastText : theme.palette.primary.contrastText};
        `}
`;

const Caption = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.regular};
`;

const stateText: Record<StepState, string> = {
  done: 'completed',
  active: 'current step',
  pending: 'not started',
};

export interface StepperProps {
  steps: readonly Step[];
  /** Called with the index of a done step the user chose; active and pending steps cannot be chosen. */
  onStepClick?: (index: number) => void;
  label?: string;
}

/** Progress through ordered steps (the draft's stages, the new-game wizard). Only done steps can be revisited. */
export function Stepper({ steps, onStepClick, label = 'Progress' }: StepperProps) {
  return (
    <List aria-label={label}>
      {steps.map((step, index) => {
        const clickable = step.state === 'done' && Boolean(onStepClick);
        const content = (
          <>
            <Bullet $state={step.state} aria-hidden="true">
              {step.state === 'done' ? <CheckIcon size="1em" strokeWidth={3} /> : index + 1}
            </Bullet>
            <span>
              {step.label}
              <VisuallyHidden>, {stateText[step.state]}</VisuallyHidden>
              {step.caption && <Caption>{step.caption}</Caption>}
            </span>
          </>
        );
        return (
          <Item key={index} aria-current={step.state === 'active' ? 'step' : undefined}>
            {clickable ? (
              <StepBody
                as="button"
                type="button"
                $state={step.state}
                $clickable
                onClick={() => onStepClick?.(index)}
              >
                {content}
              </StepBody>
            ) : (
              <StepBody $state={step.state} $clickable={false}>
                {content}
              </StepBody>
            )}
          </Item>
        );
      })}
    </List>
  );
}
