import { cardImageSize, messages, type SetCard, type TablePack } from '@progression/contracts';
import { CardDetailPane, CardGrid } from '@progression/card-ui';
import { Muted, Section, useMediaQuery } from '@progression/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PackCardButton } from './PackCardButton';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(4)};

  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  }
`;

export interface PackSectionProps {
  pack: TablePack;
  /** A pick is on its way: the cards wait for its answer. */
  picking: boolean;
  onPick: (setCard: SetCard) => void;
  /** The deadline, beside the pack's name. */
  deadline?: ReactNode;
}

/**
 * The pack in front of the player: its cards as tiles (pick by click, Enter or a second tap) beside the
 * preview of the card hovered, focused or tapped (under the pack on a narrow screen).
 */
export function PackSection({ pack, picking, onPick, deadline }: PackSectionProps) {
  const [previewed, setPreviewed] = useState<SetCard | null>(null);
  const wide = useMediaQuery('(min-width: 1000px)');
  const shown = previewed && pack.cards.some((card) => card.id === previewed.id) ? previewed : null;
  return (
    <Section title={messages.boosterDraft.packHeading} actions={deadline}>
      <Muted>{messages.boosterDraft.packOf(pack.set.setName, pack.cards.length)}</Muted>
      <Muted size="xs">{messages.boosterDraft.howToPick}</Muted>
      <Layout>
        <CardGrid
          label={messages.boosterDraft.packHeading}
          itemWidth={cardImageSize('small').width}
          // A pack can hold the same printing twice: each copy keeps its own key.
          items={pack.cards.map((setCard, index) => ({ setCard, key: `${setCard.id}-${index}` }))}
          getKey={(item) => item.key}
          renderItem={({ setCard }) => (
            <PackCardButton
              setCard={setCard}
              previewed={shown?.id === setCard.id}
              disabled={picking}
              onPreview={setPreviewed}
              onPick={onPick}
            />
          )}
        />
        <CardDetailPane card={shown?.card ?? null} imageSize={wide ? 'medium' : null} headingLevel={3} />
      </Layout>
    </Section>
  );
}
