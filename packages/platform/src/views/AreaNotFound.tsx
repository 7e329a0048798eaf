import { Button, EmptyState, Page, SearchIcon } from '@progression/ui';
// Through the package, not a relative path: this entry is bundled into each microfrontend, and
// navigation must be the one shared copy of the platform.
import { navigate } from '@progression/platform';
import { platformTexts } from '@progression/contracts/texts/platform';

/** The 404 of a microfrontend: a path inside its area that none of its pages renders. */
export function AreaNotFound() {
  return (
    <Page title={platformTexts.pageNotFound}>
      <EmptyState
        icon={<SearchIcon size={40} />}
        title={platformTexts.nothingAtThisAddress}
        action={<Button onClick={() => navigate('/games/overview')}>{platformTexts.goToMyGames}</Button>}
      >
        {platformTexts.itMayHaveMoved}
      </EmptyState>
    </Page>
  );
}
