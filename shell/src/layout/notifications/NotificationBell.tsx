import { messages, type Notification } from '@progression/contracts';
import { useMarkNotificationsRead, useNotifications, useNotificationStream } from '@progression/api-client';
import { navigate, useToken } from '@progression/platform';
import {
  Badge,
  BellIcon,
  IconButton,
  Menu,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  Spinner,
} from '@progression/ui';
import styled from 'styled-components';
import { NotificationItem } from './NotificationItem';

const List = styled.div`
  max-height: min(70vh, 32rem);
  overflow-y: auto;
`;

/**
 * The top bar's bell: the unread count, a menu of the latest notifications (each opens its page and is
 * marked read), "Mark all as read". While signed in it keeps this tab's live stream open, so a new
 * notification shows here within a second and refreshes the pages it concerns.
 */
export function NotificationBell() {
  const signedIn = useToken() !== null;
  useNotificationStream(signedIn);
  const latest = useNotifications(signedIn);
  const markRead = useMarkNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    navigate(notification.link);
  };

  return (
    <Badge count={unread} label={messages.notifications.unreadLabel(unread)}>
      <Menu
        trigger={
          <IconButton label={messages.notifications.title}>
            <BellIcon />
          </IconButton>
        }
      >
        <MenuLabel>{messages.notifications.title}</MenuLabel>
        {latest.isPending ? (
          <MenuItem disabled>
            <Spinner size={16} />
          </MenuItem>
        ) : latest.isError ? (
          <MenuItem disabled>{messages.notifications.loadFailed}</MenuItem>
        ) : latest.data.notifications.length === 0 ? (
          <MenuItem disabled>{messages.notifications.none}</MenuItem>
        ) : (
          <List>
            {latest.data.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </List>
        )}
        <MenuSeparator />
        <MenuItem disabled={unread === 0} onSelect={() => markRead.mutate({ all: true })}>
          {messages.notifications.markAllRead}
        </MenuItem>
      </Menu>
    </Badge>
  );
}
