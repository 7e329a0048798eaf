import { draftProgress, formatDateTime, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Text } from '@progression/ui';
import { DraftStatusChip } from './DraftStatusChip';
import { draftTitle } from './draft-text';
import { draftPath } from './paths';

/** A draft as a card: its name, status chip, packs, and the button that opens it. */
export function DraftCard({
  draft,
  subtitle,
  titleLevel = 2,
}: {
  draft: PackDraft;
  subtitle?: string;
  /** 3 when the card sits in a titled section. */
  titleLevel?: 2 | 3;
}) {
  const title = draftTitle(draft);
  const packs = draft.stages.reduce((sum, stage) => sum + stage.numPacks, 0);
  const complete = draftProgress(draft.stages).state === 'COMPLETE';
  return (
    <Card aria-label={title}>
      <CardHeader
        title={title}
        titleLevel={titleLevel}
        subheader={subtitle ?? draftsTexts.createdAt(formatDateTime(draft.createdAt))}
        action={<DraftStatusChip draft={draft} />}
      />
      <CardContent>
        <Text>{draftsTexts.packsInStages(packs, draft.stages.length)}</Text>
        {subtitle && <Muted>{draftsTexts.created(formatDateTime(draft.createdAt))}</Muted>}
      </CardContent>
      <CardActions $align="end">
        <Button variant={complete ? 'outlined' : 'contained'} onClick={() => navigate(draftPath(draft))}>
          {complete ? draftsTexts.viewDraft : draftsTexts.startDraft}
        </Button>
      </CardActions>
    </Card>
  );
}
