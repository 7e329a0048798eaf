import type { CardSet } from '@progression/contracts';
import { formatLongDay, labels } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { Alert, Dialog, Spinner } from '@progression/ui';
import { useSetCards } from '@progression/api-client';
import { SetCardsByRarity } from './SetCardsByRarity';

/** Width of the dialog: room for a grid of small cards. */
const dialogWidth = 1000;

export interface SetDetailsDialogProps {
  /** The set to show; the dialog is closed while it is null. */
  set: CardSet | null;
  onClose: () => void;
}

/** "Core · 8 March 2002 · LOB": what the dialog says about a set under its name. */
export function setDescriptionLine(set: CardSet): string {
  return `${labels.cardSetType[set.type]} · ${formatLongDay(set.releaseDate)} · ${set.setCode}`;
}

/** The set details dialog: the set's cards grouped by rarity, highest first (`GET /rest/api/sets/{id}/cards`). */
export function SetDetailsDialog({ set, onClose }: SetDetailsDialogProps) {
  const cards = useSetCards(set?.id ?? null);
  return (
    <Dialog
      open={set !== null}
      onOpenChange={(open) => !open && onClose()}
      title={set?.setName ?? ''}
      description={set ? setDescriptionLine(set) : undefined}
      width={dialogWidth}
    >
      {cards.isPending && set && <Spinner label={cardsTexts.loadingTheSetSCards} />}
      {cards.isError && <Alert severity="error">{cardsTexts.theCardsOfThisSet}</Alert>}
      {cards.isSuccess && <SetCardsByRarity cards={cards.data} />}
    </Dialog>
  );
}
