import { messages } from '@progression/contracts';
import { flash } from '@progression/platform';
import { Card, CardContent, CardHeader, CopyToClipboard, Muted } from '@progression/ui';

/** The game's invite code; a click copies it. */
export function InviteCodeCard({ inviteCode }: { inviteCode: string }) {
  return (
    <Card aria-label="Invite code">
      <CardHeader title="Invite code" subheader="Players join the game with this code" />
      <CardContent>
        <CopyToClipboard
          text={inviteCode}
          aria-label={`Copy invite code ${inviteCode}`}
          onCopied={() => flash.success(messages.games.copiedInviteCode)}
          onCopyError={() => flash.error(messages.errors.generic)}
        >
          {inviteCode}
        </CopyToClipboard>
        <Muted>Click the code to copy it</Muted>
      </CardContent>
    </Card>
  );
}
