import { logout, navigate, theme, usePathname, useThemeMode } from '@progression/platform';
import {
  AvatarIcon,
  Button,
  IconButton,
  LayersIcon,
  Logo,
  LogoutIcon,
  Menu,
  MenuCheckboxItem,
  MenuIcon,
  MenuItem,
  MenuLabel,
  media,
  SettingsIcon,
} from '@progression/ui';
import styled from 'styled-components';
import { messages } from '@progression/contracts';
import { shellTexts } from '@progression/contracts/texts/shell';
import { NotificationBell } from './notifications/NotificationBell';
import { LinkDiscordDialog, openLinkDiscord } from './link-discord/LinkDiscordDialog';

const Bar = styled.header`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  height: ${({ theme }) => theme.layout.topBarHeight}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 0 ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.palette.surface};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  /* Only the section buttons may give way; the icons always stay in reach. */
  & > :not(nav) {
    flex-shrink: 0;
  }
  ${media.down('sm')} {
    gap: ${({ theme }) => theme.spacing(0.5)};
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }
`;

const LogoLink = styled.a`
  display: inline-flex;
  margin-right: ${({ theme }) => theme.spacing(2)};
  ${media.down('sm')} {
    margin-right: 0;
  }
`;

const Sections = styled.nav`
  display: flex;
  /* A phone has no room for three buttons beside the icons: the sections menu takes their place. */
  ${media.down('sm')} {
    display: none;
  }
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  /* The section the page belongs to, marked as the sidebar marks its current entry. */
  & [aria-current='page'] {
    background: ${({ theme }) => theme.palette.selected};
  }
`;

const SectionsMenuSlot = styled.div`
  display: none;
  ${media.down('sm')} {
    display: inline-flex;
  }
`;

/** Keeps the bell's badge, which overhangs the bell by up to 10 px ("99+"), off the Settings button. */
const BellSlot = styled.div`
  display: inline-flex;
  margin-right: ${({ theme }) => theme.spacing(2.5)};
`;

const Spacer = styled.div`
  flex: 1;
`;

const sections = [
  {
    label: shellTexts.games,
    path: '/games/overview',
    owns: (pathname: string) => pathname === '/' || pathname.startsWith('/games'),
  },
  {
    label: shellTexts.modes,
    path: '/modes/overview',
    owns: (pathname: string) => pathname.startsWith('/modes'),
  },
  {
    label: shellTexts.drafts,
    path: '/drafts/overview',
    owns: (pathname: string) => pathname.startsWith('/drafts'),
  },
] as const;

/**
 * Menu button, logo (to /welcome), the three sections (a menu on a phone), notifications, settings and the
 * account menu.
 */
export function TopBar({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const mode = useThemeMode();
  const pathname = usePathname();
  return (
    <Bar>
      <IconButton label={shellTexts.menu} onClick={onToggleSidebar}>
        <MenuIcon />
      </IconButton>
      <LogoLink
        href="/welcome"
        aria-label={shellTexts.progressionWelcome}
        onClick={(event) => {
          event.preventDefault();
          navigate('/welcome');
        }}
      >
        <Logo size={36} alt="" />
      </LogoLink>
      <Sections aria-label={shellTexts.sections}>
        {sections.map((section) => (
          <Button
            key={section.path}
            variant="text"
            aria-current={section.owns(pathname) ? 'page' : undefined}
            onClick={() => navigate(section.path)}
          >
            {section.label}
          </Button>
        ))}
      </Sections>
      <SectionsMenuSlot>
        <Menu
          align="start"
          trigger={
            <IconButton label={shellTexts.sections}>
              <LayersIcon />
            </IconButton>
          }
        >
          {sections.map((section) => (
            <MenuCheckboxItem
              key={section.path}
              checked={section.owns(pathname)}
              keepOpen={false}
              onCheckedChange={() => navigate(section.path)}
            >
              {section.label}
            </MenuCheckboxItem>
          ))}
        </Menu>
      </SectionsMenuSlot>
      <Spacer />
      <BellSlot>
        <NotificationBell />
      </BellSlot>
      <Menu
        trigger={
          <IconButton label={shellTexts.settings}>
            <SettingsIcon />
          </IconButton>
        }
      >
        <MenuLabel>{shellTexts.appearance}</MenuLabel>
        <MenuCheckboxItem
          checked={mode === 'dark'}
          onCheckedChange={(dark) => theme.set(dark ? 'dark' : 'light')}
        >
          {shellTexts.darkTheme}
        </MenuCheckboxItem>
      </Menu>
      <Menu
        trigger={
          <IconButton label={shellTexts.account}>
            <AvatarIcon />
          </IconButton>
        }
      >
        <MenuItem onSelect={openLinkDiscord}>{messages.integrations.linkDiscord}</MenuItem>
        <MenuItem icon={<LogoutIcon />} onSelect={logout}>
          {shellTexts.logOut}
        </MenuItem>
      </Menu>
      <LinkDiscordDialog />
    </Bar>
  );
}
