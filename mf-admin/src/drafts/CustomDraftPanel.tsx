import type { Game } from '@progression/contracts';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, PackageIcon } from '@progression/ui';
import { useState } from 'react';
import { CustomDraftDialog } from './CustomDraftDialog';

/** The admin page's Custom Draft panel: a draft of the admin's choosing for every player. */
export function CustomDraftPanel({ game }: { game: Game }) {
  const [open, setOpen] = useState(false);
  // A new key per opening: the dialog starts empty every time it is opened again.
  const [opening, setOpening] = useState(0);
  return (
    <Card aria-label="Custom Draft">
      <CardHeader avatar={<PackageIcon size={28} />} title="Custom Draft" />
      <CardContent>
        <Muted>
          Give every player of the game the same packs, opened with the rarity distribution you pick.
        </Muted>
      </CardContent>
      <CardActions $align="end">
        <Button
          onClick={() => {
            setOpening(opening + 1);
            setOpen(true);
          }}
        >
          Create custom draft
        </Button>
      </CardActions>
      {open && <CustomDraftDialog key={opening} gameId={game.id} open={open} onOpenChange={setOpen} />}
    </Card>
  );
}
