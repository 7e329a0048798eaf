import { SearchIcon } from '@progression/ui';
import { MessagePage } from './MessagePage';
import { texts } from '@progression/contracts';

/** Any path no page owns. */
export default function NotFoundPage() {
  return (
    <MessagePage title={texts.shell.pageNotFound} icon={<SearchIcon />}>
      {texts.shell.thereIsNoPageAt}
    </MessagePage>
  );
}
