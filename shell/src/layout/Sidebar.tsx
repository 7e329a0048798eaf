import { useActivePlayer } from '@progression/api-client';
import { navigate, usePathname, useSelectedGameId } from '@progression/platform';
import { Drawer, Muted } from '@progression/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { GameSelector } from './game-selector/GameSelector';
import { entryPath, sectionFor, sidebarSections, visibleEntries } from './sidebar-sections';
import { shellTexts } from '@progression/contracts/texts/shell';

// Keeps the permanent sheet in view under the sticky top bar while the page scrolls.
const PermanentSlot = styled.div`
  grid-area: side;
  position: sticky;
  top: ${({ theme }) => theme.layout.topBarHeight}px;
  height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight}px);
`;

const Entries = styled.nav`
  padding: ${({ theme }) => theme.spacing(2, 1)};
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.spacing(0, 2, 1)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Entry = styled.a<{ $current: boolean; $disabled: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.palette.text.disabled : theme.palette.text.primary)};
  background: ${({ theme, $current }) => ($current ? theme.palette.selected : 'transparent')};
  font-weight: ${({ theme, $current }) => ($current ? theme.typography.weights.semibold : 'inherit')};
  text-decoration: none;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:hover {
    background: ${({ theme, $disabled, $current }) =>
      $disabled ? 'transparent' : $current ? theme.palette.selected : theme.palette.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focusRing};
    outline-offset: -2px;
  }
`;

const Hint = styled(Muted)`
  margin: ${({ theme }) => theme.spacing(1, 2)};
`;

/** The current section's entries (spec section 2); `onNavigate` runs after an entry is followed. */
export function SidebarEntries({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const selectedGameId = useSelectedGameId();
  // The caller's player in the selected game (cached and refreshed with every other game view).
  const isGameAdmin = useActivePlayer(selectedGameId).data?.isAdmin === true;
  const section = sectionFor(pathname);
  const needsGame = section === sidebarSections.games && !selectedGameId;

  return (
    <Entries aria-label={shellTexts.navigation(section.title)}>
      <Title>{section.title}</Title>
      {visibleEntries(section, isGameAdmin).map((entry) => {
        const path = entryPath(entry, selectedGameId);
        const current = path !== undefined && pathname.replace(/\/+$/, '') === path;
        return (
          <Fragment key={entry.label}>
            <Entry
              href={path}
              role="link"
              aria-disabled={!path || undefined}
              aria-current={current ? 'page' : undefined}
              title={path ? undefined : shellTexts.selectAGameFirst}
              $current={current}
              $disabled={!path}
              onClick={(event) => {
                event.preventDefault();
                if (!path) return;
                navigate(path);
                onNavigate?.();
              }}
            >
              {entry.label}
            </Entry>
            {entry.followedBySelector && <GameSelector onNavigate={() => onNavigate?.()} />}
          </Fragment>
        );
      })}
      {needsGame && <Hint>{shellTexts.selectAGameInMy}</Hint>}
    </Entries>
  );
}

interface SidebarProps {
  permanent: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The section's sidebar, 260 px wide: a permanent sheet above 900 px, a modal drawer below. */
export function Sidebar({ permanent, open, onOpenChange }: SidebarProps) {
  if (permanent) {
    if (!open) return null;
    return (
      <PermanentSlot>
        <Drawer variant="permanent" label={shellTexts.sidebar}>
          <SidebarEntries />
        </Drawer>
      </PermanentSlot>
    );
  }
  return (
    <Drawer variant="modal" label={shellTexts.sidebar} open={open} onOpenChange={onOpenChange}>
      <SidebarEntries onNavigate={() => onOpenChange(false)} />
    </Drawer>
  );
}
