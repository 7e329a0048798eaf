import { messages, type Game } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { useChatBotConfig } from '@progression/api-client';
import { flash } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, Card, CardContent, CardHeader, CopyToClipboard, Muted, Stack } from '@progression/ui';
import { AnnouncementList } from './AnnouncementList';
import { ChannelForm } from './ChannelForm';

const t = messages.integrations;

/** Before any server subscribed: the spec's text, and the invite code to copy for /subscribe. */
function NotRegistered({ inviteCode }: { inviteCode: string }) {
  return (
    <Stack $gap={2}>
      <Alert severity="info">{t.notRegistered(inviteCode)}</Alert>
      <CopyToClipboard
        text={adminTexts.subscribe(inviteCode)}
        aria-label={adminTexts.copyInviteCode(inviteCode)}
        onCopied={() => flash.success(messages.games.copiedInviteCode)}
        onCopyError={() => flash.error(messages.errors.generic)}
      >
        {inviteCode}
      </CopyToClipboard>
      <Muted>{t.clickToCopy}</Muted>
    </Stack>
  );
}

/**
 * The chat-bot (Tristan) panel: not registered yet (with the /subscribe instruction), or the server's
 * name, its default channel among the candidates, Save, Send test message and the last announcements.
 */
export function ChatBotPanel({ game }: { game: Game }) {
  const config = useChatBotConfig(game.id);
  return (
    <Card aria-label={t.panelTitle}>
      <CardHeader title={t.panelTitle} />
      <CardContent>
        <QueryState query={config} what={adminTexts.theChatBotConfig}>
          {(found) => (
            <Stack $gap={4}>
              {!found.botConfigured && <Alert severity="warning">{t.notConfigured}</Alert>}
              {found.guildId ? (
                <>
                  <ChannelForm config={found} />
                  <AnnouncementList gameId={game.id} />
                </>
              ) : (
                <NotRegistered inviteCode={found.inviteCode} />
              )}
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
