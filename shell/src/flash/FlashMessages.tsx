import { useFlashMessages } from '@progression/platform';
import { lazy, Suspense } from 'react';

// The alerts and progress bars load with the first message, not with the login page.
const FlashStack = lazy(() => import('./FlashStack'));

/** The flash messages of every microfrontend, at the top of the page. */
export function FlashMessages() {
  const messages = useFlashMessages();
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FlashStack messages={messages} />
    </Suspense>
  );
}
