import { messages } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { flash } from '@progression/platform';
import { Card, CardContent, CardHeader, CopyToClipboard, Muted } from '@progression/ui';

/** The game's invite code; a click copies it. */
export function InviteCodeCard({ inviteCode }: { inviteCode: string }) {
  return (
    <Card aria-label={gamesTexts.inviteCode}>
      <CardHeader title={gamesTexts.inviteCode} subheader={gamesTexts.playersJoinTheGameWith} />
      <CardContent>
        <CopyToClipboard
          text={inviteCode}
          aria-label={gamesTexts.copyInviteCode(inviteCode)}
          onCopied={() => flash.success(messages.games.copiedInviteCode)}
          onCopyError={() => flash.error(messages.errors.generic)}
        >
          {inviteCode}
        </CopyToClipboard>
        <Muted>{gamesTexts.clickTheCodeToCopy}</Muted>
      </CardContent>
    </Card>
  );
}
