import { SearchIcon } from '@progression/ui';
import { MessagePage } from './MessagePage';

/** Any path no page owns. */
export default function NotFoundPage() {
  return (
    <MessagePage title="Page not found" icon={<SearchIcon />}>
      There is no page at this address. It may have moved, or the link may be mistyped.
    </MessagePage>
  );
}
