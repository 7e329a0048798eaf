import { messages, texts } from '@progression/contracts';
import { flash } from '@progression/platform';
import { Card, CardContent, CardHeader, CopyToClipboard, Muted } from '@progression/ui';

/** The game's invite code; a click copies it. */
export function InviteCodeCard({ inviteCode }: { inviteCode: string }) {
  return (
    <Card aria-label={texts.games.inviteCode}>
      <CardHeader title={texts.games.inviteCode} subheader={texts.games.playersJoinTheGameWith} />
      <CardContent>
        <CopyToClipboard
          text={inviteCode}
          aria-label={texts.games.copyInviteCode(inviteCode)}
          onCopied={() => flash.success(messages.games.copiedInviteCode)}
          onCopyError={() => flash.error(messages.errors.generic)}
        >
          {inviteCode}
        </CopyToClipboard>
        <Muted>{texts.games.clickTheCodeToCopy}</Muted>
      </CardContent>
    </Card>
  );
}
