import { navigate, useSelectedGameId } from '@progression/platform';
import { Muted } from '@progression/ui';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { GameSelector } from './game-selector/GameSelector';
import { useIsGameAdmin } from './game-selector/use-is-game-admin';
import { entryPath, sectionFor, sidebarSections, visibleEntries } from './sidebar-sections';

const Panel = styled.nav<{ $permanent: boolean; $open: boolean }>`
  grid-area: side;
  width: ${({ theme }) => theme.layout.sidebarWidth}px;
  background: ${({ theme }) => theme.palette.surface};
  border-right: 1px solid ${({ theme }) => theme.palette.border.subtle};
  padding: ${({ theme }) => theme.spacing(2, 1)};
  overflow-y: auto;
  ${({ $permanent, $open, theme }) =>
    $permanent
      ? css`
          position: sticky;
          top: ${theme.layout.topBarHeight}px;
          height: calc(100vh - ${theme.layout.topBarHeight}px);
          display: ${$open ? 'block' : 'none'};
        `
      : css`
          position: fixed;
          top: 0;
          bottom: 0;
          left: 0;
          z-index: ${theme.zIndex.drawer};
          box-shadow: ${theme.shadows.lg};
          transform: translateX(${$open ? '0' : '-100%'});
          visibility: ${$open ? 'visible' : 'hidden'};
          transition:
            transform ${theme.transitions.standard},
            visibility ${theme.transitions.standard};
        `}
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.palette.backdrop};
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
  text-decoration: none;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? 'transparent' : theme.palette.hover)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focusRing};
  }
`;

const Hint = styled(Muted)`
  margin: ${({ theme }) => theme.spacing(1, 2)};
`;

interface SidebarProps {
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

/** The section's entries, 260 px wide: permanent above 900 px, a drawer below. */
export function Sidebar({ permanent, open, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const selectedGameId = useSelectedGameId();
  const isGameAdmin = useIsGameAdmin(selectedGameId);
  const section = sectionFor(pathname);
  const needsGame = section === sidebarSections.games && !selectedGameId;

  return (
    <>
      {!permanent && open && <Backdrop onClick={onClose} aria-hidden />}
      <Panel
        aria-label={`${section.title} navigation`}
        $permanent={permanent}
        $open={open}
        aria-hidden={!open}
      >
        <Title>{section.title}</Title>
        {section === sidebarSections.games && (
          <GameSelector
            onNavigate={() => {
              if (!permanent) onClose();
            }}
          />
        )}
        {visibleEntries(section, isGameAdmin).map((entry) => {
          const path = entryPath(entry, selectedGameId);
          return (
            <Entry
              key={entry.label}
              href={path}
              role="link"
              aria-disabled={!path || undefined}
              aria-current={path === pathname ? 'page' : undefined}
              title={path ? undefined : 'Select a game first'}
              $current={path === pathname}
              $disabled={!path}
              onClick={(event) => {
                event.preventDefault();
                if (!path) return;
                navigate(path);
                if (!permanent) onClose();
              }}
            >
              {entry.label}
            </Entry>
          );
        })}
        {needsGame && <Hint>Select a game in My Games to open its pages.</Hint>}
      </Panel>
    </>
  );
}
