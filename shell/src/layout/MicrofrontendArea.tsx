import { usePathname, useSharedState } from '@progression/platform';
import { useLayoutEffect, useRef } from 'react';
import { ErrorView } from '../pages/ErrorView';
import { LoadingView } from '../pages/LoadingView';
import NotFoundPage from '../pages/NotFoundPage';
import { appStatuses } from '../root-config/app-status';
import { contentElement } from '../root-config/outlet';
import { routeFor } from '../root-config/routes';
import { retryApplication, routesInForce } from '../root-config/start';

/** Attaches the element microfrontends mount into; React never renders inside it. */
function ContentHost({ hidden }: { hidden: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    element?.appendChild(contentElement);
    return () => {
      if (contentElement.parentElement === element) element?.removeChild(contentElement);
    };
  }, []);
  return <div ref={host} hidden={hidden} />;
}

/** The content of a microfrontend's route: its own page, or a loading view, or an error view with retry. */
export function MicrofrontendArea() {
  const pathname = usePathname();
  const routes = useSharedState(routesInForce);
  const statuses = useSharedState(appStatuses);
  const route = routeFor(pathname, routes.routes);

  if (!route) return routes.settled ? <NotFoundPage /> : <LoadingView />;
  const status = statuses[route.name] ?? { state: 'loading' };
  return (
    <>
      {status.state === 'loading' && <LoadingView />}
      {status.state === 'error' && (
        <ErrorView detail={status.message} onRetry={() => retryApplication(route.name)} />
      )}
      <ContentHost hidden={status.state !== 'ready'} />
    </>
  );
}
