import { Card, IconButton } from '@progression/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Anchor = styled.div`
  position: relative;
`;

const Panel = styled(Card)`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.spacing(1)});
  min-width: 220px;
  padding: ${({ theme }) => theme.spacing(2)};
  z-index: ${({ theme }) => theme.zIndex.popover};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

interface TopBarPopoverProps {
  /** The button's accessible name (also the panel's). */
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
}

/** An icon button of the top bar opening a small panel; Escape or a click elsewhere closes it. */
export function TopBarPopover({ label, icon, children }: TopBarPopoverProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Anchor ref={anchor}>
      <IconButton label={label} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {icon}
      </IconButton>
      {open && (
        <Panel id={panelId} role="region" aria-label={label}>
          {children(() => setOpen(false))}
        </Panel>
      )}
    </Anchor>
  );
}
