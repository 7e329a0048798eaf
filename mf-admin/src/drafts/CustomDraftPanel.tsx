import type { Game } from '@progression/contracts';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, PackageIcon } from '@progression/ui';
import { useState } from 'react';
import { CustomDraftDialog } from './CustomDraftDialog';
import { adminTexts } from '@progression/contracts/texts/admin';

/** The admin page's Custom Draft panel: a draft of the admin's choosing for every player. */
export function CustomDraftPanel({ game }: { game: Game }) {
  const [open, setOpen] = useState(false);
  // A new key per opening: the dialog starts empty every time it is opened again.
  const [opening, setOpening] = useState(0);
  return (
    <Card aria-label={adminTexts.customDraft}>
      <CardHeader avatar={<PackageIcon size={28} />} title={adminTexts.customDraft} />
      <CardContent>
        <Muted>{adminTexts.giveEveryPlayerOfThe}</Muted>
      </CardContent>
      <CardActions $align="end">
        <Button
          onClick={() => {
            setOpening(opening + 1);
            setOpen(true);
          }}
        >
          {adminTexts.createCustomDraft}
        </Button>
      </CardActions>
      {open && <CustomDraftDialog key={opening} gameId={game.id} open={open} onOpenChange={setOpen} />}
    </Card>
  );
}
