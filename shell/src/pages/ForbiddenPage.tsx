import { ShieldIcon } from '@progression/ui';
import { MessagePage } from './MessagePage';

/** Where a navigation without the needed rights lands (no flash message, as the spec says). */
export default function ForbiddenPage() {
  return (
    <MessagePage title="You cannot open this page" icon={<ShieldIcon />}>
      This page is for the admins of the selected game. Select a game you run, or ask its admin.
    </MessagePage>
  );
}
