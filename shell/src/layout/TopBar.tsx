import { logout, navigate, theme, useThemeMode } from '@progression/platform';
import {
  AvatarIcon,
  BellIcon,
  Button,
  IconButton,
  Logo,
  LogoutIcon,
  Menu,
  MenuCheckboxItem,
  MenuIcon,
  MenuItem,
  MenuLabel,
  SettingsIcon,
} from '@progression/ui';
import styled from 'styled-components';

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
`;

const LogoLink = styled.a`
  display: inline-flex;
  margin-right: ${({ theme }) => theme.spacing(2)};
`;

const Sections = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Spacer = styled.div`
  flex: 1;
`;

const sections = [
  { label: 'Games', path: '/games/overview' },
  { label: 'Modes', path: '/modes/overview' },
  { label: 'Drafts', path: '/drafts/overview' },
] as const;

/** Menu button, logo (to /welcome), the three sections, notifications, settings and the account menu. */
export function TopBar({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const mode = useThemeMode();
  return (
    <Bar>
      <IconButton label="Menu" onClick={onToggleSidebar}>
        <MenuIcon />
      </IconButton>
      <LogoLink
        href="/welcome"
        aria-label="Progression, welcome"
        onClick={(event) => {
          event.preventDefault();
          navigate('/welcome');
        }}
      >
        <Logo size={36} alt="" />
      </LogoLink>
      <Sections aria-label="Sections">
        {sections.map((section) => (
          <Button key={section.path} variant="text" onClick={() => navigate(section.path)}>
            {section.label}
          </Button>
        ))}
      </Sections>
      <Spacer />
      <Menu
        trigger={
          <IconButton label="Notifications">
            <BellIcon />
          </IconButton>
        }
      >
        <MenuLabel>Notifications</MenuLabel>
        <MenuItem disabled>You have no notifications</MenuItem>
      </Menu>
      <Menu
        trigger={
          <IconButton label="Settings">
            <SettingsIcon />
          </IconButton>
        }
      >
        <MenuLabel>Appearance</MenuLabel>
        <MenuCheckboxItem
          checked={mode === 'dark'}
          onCheckedChange={(dark) => theme.set(dark ? 'dark' : 'light')}
        >
          Dark theme
        </MenuCheckboxItem>
      </Menu>
      <Menu
        trigger={
          <IconButton label="Account">
            <AvatarIcon />
          </IconButton>
        }
      >
        <MenuItem icon={<LogoutIcon />} onSelect={logout}>
          Log out
        </MenuItem>
      </Menu>
    </Bar>
  );
}
