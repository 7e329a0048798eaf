import { layout, messages } from '@progression/contracts';
import { usePathname } from '@progression/platform';
import { useRef, useState } from 'react';
import { mediaQuery, useMediaQuery } from '@progression/ui';
import styled from 'styled-components';
import { shellPageFor } from '../root-config/routes';
import { splitOff } from '../pages/split-off';
import { MicrofrontendArea } from './MicrofrontendArea';
import { focusHeading, headingIn } from './page-focus';
import { PageHeading } from './PageHeading';
import { SelectGameOfUrl } from './SelectGameOfUrl';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const WelcomePage = splitOff(() => import('../pages/WelcomePage'));
const ForbiddenPage = splitOff(() => import('../pages/ForbiddenPage'));

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-areas: 'top top' 'side main';
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr;
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(3)};
`;

/* Out of sight until the keyboard reaches it: the first stop of a page, straight to its content. */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.spacing(2)};
  left: ${({ theme }) => theme.spacing(2)};
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.primary.main};
  color: ${({ theme }) => theme.palette.primary.contrastText};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** The page around every route but /login: top bar, section sidebar and the content area. */
export default function Layout() {
  const permanent = useMediaQuery(mediaQuery.up(layout.sidebarPermanentAbove + 1));
  // The permanent sidebar starts open and the drawer closed; the menu button toggles whichever shows.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [permanentOpen, setPermanentOpen] = useState(true);
  const open = permanent ? permanentOpen : drawerOpen;
  const page = shellPageFor(usePathname());
  const content = useRef<HTMLElement>(null);

  return (
    <Frame>
      <SkipLink
        href="#content"
        onClick={(event) => {
          const heading = content.current && headingIn(content.current);
          if (!heading) return;
          event.preventDefault();
          focusHeading(heading);
        }}
      >
        {messages.shell.skipToContent}
      </SkipLink>
      <PageHeading content={content} />
      <SelectGameOfUrl />
      <TopBar onToggleSidebar={() => (permanent ? setPermanentOpen(!open) : setDrawerOpen(!open))} />
      <Sidebar
        permanent={permanent}
        open={open}
        onOpenChange={permanent ? setPermanentOpen : setDrawerOpen}
      />
      <Main id="content" ref={content} tabIndex={-1}>
        {page === 'welcome' && <WelcomePage />}
        {page === 'forbidden' && <ForbiddenPage />}
        {page === 'microfrontend' && <MicrofrontendArea />}
      </Main>
    </Frame>
  );
}
