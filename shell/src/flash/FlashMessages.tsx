import { lazyComponent, useFlashMessages } from '@progression/platform';

// The alerts and progress bars load with the first message, not with the login page.
const FlashStack = lazyComponent(() => import('./FlashStack').then((module) => module.default), null);

/** The flash messages of every microfrontend, at the top of the page. */
export function FlashMessages() {
  const messages = useFlashMessages();
  if (messages.length === 0) return null;
  return <FlashStack messages={messages} />;
}
