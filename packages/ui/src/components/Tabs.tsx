import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/helpers';

// The WAI-ARIA tabs pattern, drawn by the design system itself: it is small, and shown on pages the first
// load does not need, so it does not bring a library into every page.

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

export interface TabsProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
  className?: string;
}

/** Tabs root: `value`/`onValueChange` (or `defaultValue`); holds a TabList and TabPanels. */
export function Tabs({ value, defaultValue, onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select(next) {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    // An id may not hold white space (aria-controls lists ids separated by it).
    idOf: (part, tab) => `${baseId}-${part}-${tab.replace(/\s/g, '_')}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The row of tabs; the arrow keys (wrapping round), Home and End move between them. Give it an `aria-label`. */
function TabListBase({ onKeyDown, ...props }: ComponentProps<'div'>) {
  const list = useRef<HTMLDivElement>(null);
  // The selected tab is the list's stop for the Tab key; with none selected (a value no tab has), the
  // first tab is, so the list is never out of reach.
  useLayoutEffect(() => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])') ?? [])];
    const stop = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
    for (const tab of tabs) tab.tabIndex = tab === stop ? 0 : -1;
  });
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = moves[event.key];
    if (event.defaultPrevented || !move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (tabs.length === 0 || index === -1) return;
    event.preventDefault();
    // Focusing a tab shows its panel (see Tab).
    tabs[move(index, tabs.length)]!.focus();
  };
  return <div ref={list} role="tablist" aria-orientation="horizontal" onKeyDown={onKey} {...props} />;
}

export const TabList = styled(TabListBase)`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

export interface TabProps extends Omit<ComponentProps<'button'>, 'value'> {
  /** Matches a TabPanel's `value`. */
  value: string;
}

/** One tab: the selected one is the list's one stop for the Tab key; focusing or pressing a tab selects it. */
function TabBase({ value, onClick, onFocus, onMouseDown, ...props }: TabProps) {
  const tabs = useTabs('Tab');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      // A primary press selects at once (as Radix's tabs did); Enter and Space select through the click.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export const Tab = styled(TabBase)`
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

export interface TabPanelProps extends Omit<ComponentProps<'div'>, 'value'> {
  value: string;
}

/** The panel of the tab with the same `value`; only the selected tab's panel is drawn. */
function TabPanelBase({ value, ...props }: TabPanelProps) {
  const tabs = useTabs('TabPanel');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      tabIndex={0}
      {...props}
    />
  );
}

export const TabPanel = styled(TabPanelBase)`
  ${focusRing}
  padding: ${({ theme }) => theme.spacing(4, 0)};
`;
