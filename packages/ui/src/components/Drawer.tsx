import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { radixDrawer, useDeferredModule } from '../radix/load';

export type Side = 'left' | 'right';

export const sheet = css<{ $width: number }>`
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width}px;
  max-width: 100vw;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
`;

const PermanentSheet = styled.aside<{ $width: number; $side: Side }>`
  ${sheet}
  flex: none;
  height: 100%;
  border-${({ $side }) => ($side === 'left' ? 'right' : 'left')}: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

export interface DrawerProps {
  /**
   * `modal` slides over the page with a backdrop (the sidebar below 900 px);
   * `permanent` sits in the layout beside the content (the sidebar above).
   */
  variant?: 'modal' | 'permanent';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the sheet for screen readers (e.g. "Games navigation"). */
  label: string;
  side?: Side;
  /** Width in px; the sidebar is 260. */
  width?: number;
  children?: ReactNode;
}

/**
 * A side sheet; the modal one closes with its close button, Escape or a tap beside it. The modal sheet's
 * dialog is fetched the first time it opens (see `radix/load.ts`).
 */
export function Drawer({ variant = 'modal', ...props }: DrawerProps) {
  const [used, setUsed] = useState(() => radixDrawer.loaded() !== undefined);
  if (variant === 'permanent')
    return (
      <PermanentSheet aria-label={props.label} $width={props.width ?? 260} $side={props.side ?? 'left'}>
        {props.children}
      </PermanentSheet>
    );
  // Once opened it stays drawn, so that closing returns the focus as the dialog does.
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return <LoadedDrawer {...props} />;
}

/** The modal sheet once asked for: nothing until its part has arrived. */
function LoadedDrawer(props: Omit<DrawerProps, 'variant'>) {
  const radix = useDeferredModule(radixDrawer);
  return radix ? <radix.ModalDrawer {...props} /> : null;
}
