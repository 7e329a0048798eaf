import { formatDateTime, labels, messages, type Announcement } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { useAnnouncements } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import { Chip, Heading, Muted, Stack, Text } from '@progression/ui';

const t = messages.integrations;
const stateColours = { PENDING: 'warning', SENT: 'success', FAILED: 'error' } as const;

function AnnouncementRow({ announcement }: { announcement: Announcement }) {
  const when = formatDateTime(announcement.sentAt ?? announcement.createdAt);
  return (
    <li>
      <Stack $gap={1}>
        <Stack $direction="row" $gap={2} $align="center">
          <Chip
            size="small"
            color={stateColours[announcement.state]}
            label={labels.deliveryState[announcement.state]}
          />
          <Muted>{when}</Muted>
        </Stack>
        <Text style={{ whiteSpace: 'pre-line' }}>{announcement.content}</Text>
        {announcement.state !== 'SENT' && announcement.lastError && <Muted>{announcement.lastError}</Muted>}
      </Stack>
    </li>
  );
}

/** The last announcements with their delivery state (refreshed while one is waiting to be sent). */
export function AnnouncementList({ gameId }: { gameId: string }) {
  const announcements = useAnnouncements(gameId);
  return (
    <section aria-label={t.lastAnnouncements}>
      <Heading level={3}>{t.lastAnnouncements}</Heading>
      <QueryState query={announcements} what={adminTexts.theAnnouncements}>
        {(list) =>
          list.length === 0 ? (
            <Muted>{t.noAnnouncements}</Muted>
          ) : (
            <Stack as="ul" $gap={3} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((announcement) => (
                <AnnouncementRow key={announcement.id} announcement={announcement} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}
