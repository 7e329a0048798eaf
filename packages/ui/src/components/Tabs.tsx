import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { focusRing } from '../theme/helpers';

/** Tabs root: `value`/`onValueChange` (or `defaultValue`); holds a TabList and TabPanels. */
export const Tabs = RadixTabs.Root;

/** The row of tabs; arrow keys move between them. Give it an `aria-label`. */
export const TabList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

/** One tab; its `value` matches a TabPanel's. */
export const Tab = styled(RadixTabs.Trigger)`
  ${focusRing}
  position: relative;
  flex: none;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.palette.text.primary};
    background: ${({ theme }) => theme.palette.hover};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  &[data-state='active']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.palette.primary.main};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const TabPanel = styled(RadixTabs.Content)`
  ${focusRing}
  padding: ${({ theme }) => theme.spacing(4, 0)};
`;
