import { messages } from '@progression/contracts';
import { ShieldIcon } from '@progression/ui';
import { MessagePage } from './MessagePage';

/**
 * Where a navigation without the needed rights lands (no flash message, as the spec says). It does not know
 * why it was refused, so its words hold for a player who is not an admin and for a user outside the game.
 */
export default function ForbiddenPage() {
  return (
    <MessagePage title={messages.games.forbiddenTitle} icon={<ShieldIcon />}>
      {messages.games.forbiddenText}
    </MessagePage>
  );
}
