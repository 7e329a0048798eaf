import { messages, type SetCard } from '@progression/contracts';
import { CardTile, CardTileButton, RarityChip, rarityName } from '@progression/card-ui';
import { Muted } from '@progression/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Tile = styled(CardTile)`
  max-width: 160px;
`;

// A phone's double tap would zoom the page; the tile takes both taps itself.
const PickButton = styled(CardTileButton)`
  touch-action: manipulation;

  &[data-previewed='true'] {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

export interface PackCardButtonProps {
  setCard: SetCard;
  /** The card shown in the preview: a touch on it picks it. */
  previewed: boolean;
  disabled: boolean;
  onPreview: (setCard: SetCard) => void;
  onPick: (setCard: SetCard) => void;
}

/**
 * A card of the pack in front of the player. Hovering or focusing it previews it; a click or Enter picks
 * it. On a touch screen the first tap previews (a finger has no hover) and a second tap picks, so a card
 * is never picked by a tap meant to look at it.
 */
export function PackCardButton({ setCard, previewed, disabled, onPreview, onPick }: PackCardButtonProps) {
  const pointer = useRef<string>('');
  // Set by a first tap: the next tap on this card picks it.
  const tapped = useRef(false);
  useEffect(() => {
    if (!previewed) tapped.current = false;
  }, [previewed]);
  const rarity = rarityName(setCard.equivalentRarity);
  return (
    <Tile
      card={setCard.card}
      caption={
        <>
          <Muted size="xs">{setCard.card.name}</Muted>
          <RarityChip rarity={setCard.equivalentRarity} />
        </>
      }
    >
      <PickButton
        type="button"
        aria-label={messages.boosterDraft.pickCardOfRarity(setCard.card.name, rarity)}
        data-previewed={previewed}
        aria-disabled={disabled || undefined}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onMouseEnter={() => onPreview(setCard)}
        onFocus={() => onPreview(setCard)}
        onClick={() => {
          const touched = pointer.current === 'touch';
          pointer.current = '';
          if (disabled) return;
          if (touched && !tapped.current) {
            tapped.current = true;
            onPreview(setCard);
          } else onPick(setCard);
        }}
      />
    </Tile>
  );
}
