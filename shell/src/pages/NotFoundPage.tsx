import { SearchIcon } from '@progression/ui';
import { MessagePage } from './MessagePage';
import { shellTexts } from '@progression/contracts/texts/shell';

/** Any path no page owns. */
export default function NotFoundPage() {
  return (
    <MessagePage title={shellTexts.pageNotFound} icon={<SearchIcon />}>
      {shellTexts.thereIsNoPageAt}
    </MessagePage>
  );
}
