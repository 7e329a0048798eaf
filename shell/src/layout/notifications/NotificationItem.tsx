import { formatDateTime, type Notification } from '@progression/contracts';
import { shellTexts } from '@progression/contracts/texts/shell';
import { MenuItem, VisuallyHidden } from '@progression/ui';
import styled from 'styled-components';

const Body = styled.span<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: 22rem;
  white-space: normal;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weights.semibold : 'inherit')};
`;

const When = styled.time`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: normal;
`;

const UnreadDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.primary.main};
`;

/** One notification in the bell's menu: its text and time, marked while unread; choosing it opens its page. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = !notification.read;
  return (
    <MenuItem
      icon={unread ? <UnreadDot aria-hidden="true" /> : undefined}
      onSelect={() => onOpen(notification)}
    >
      <Body $unread={unread}>
        <span>
          {notification.message}
          {unread && <VisuallyHidden> {shellTexts.unread}</VisuallyHidden>}
        </span>
        <When dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</When>
      </Body>
    </MenuItem>
  );
}
