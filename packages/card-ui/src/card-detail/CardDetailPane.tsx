import { useId } from 'react';
import styled from 'styled-components';
import { messages, type Card, type CardImageSize } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { Heading, Muted } from '@progression/ui';
import { CardImage } from '../card-image/CardImage';
import { splitPendulumText } from '../card-text/pendulum';
import { hasFlavourText, typeLine } from '../card-text/type-line';
import { CardStats } from './CardStats';
import { CardText } from './CardText';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export interface CardDetailPaneProps {
  /** The card to show; null shows "No card selected". */
  card: Card | null;
  /** Size of the card picture; null leaves it out. */
  imageSize?: CardImageSize | null;
  /** Outline level of the card name (the page decides where the pane sits). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The card detail pane (spec section 2): name; attribute, level, ATK and DEF for monsters; the property of
 * a spell or trap; race and type line; the text one sentence per line (normal monsters' flavour text in
 * italics) with a pendulum effect shown on its own.
 */
export function CardDetailPane({ card, imageSize = 'large', headingLevel = 3 }: CardDetailPaneProps) {
  const headingId = useId();
  if (!card) {
    return (
      <Pane aria-label={cardsTexts.cardDetails}>
        <Muted>{messages.collection.noCardSelected}</Muted>
      </Pane>
    );
  }
  const metaData = card.yugiohMetaData;
  const pendulum = splitPendulumText(card.description);
  const flavour = metaData !== null && hasFlavourText(metaData);

  return (
    <Pane aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {card.name}
      </Heading>
      {imageSize && <CardImage card={card} size={imageSize} />}
      {metaData && <CardStats metaData={metaData} />}
      {metaData && <Muted>[{typeLine(metaData)}]</Muted>}
      {pendulum ? (
        <>
          <Part>
            <Heading level={(headingLevel + 1) as 3 | 4 | 5}>{cardsTexts.pendulumEffect}</Heading>
            <CardText text={pendulum.pendulumEffect} />
          </Part>
          <Part>
            <Heading level={(headingLevel + 1) as 3 | 4 | 5}>
              {flavour ? cardsTexts.flavorText : cardsTexts.monsterEffect}
            </Heading>
            <CardText text={pendulum.monsterText} flavour={flavour} />
          </Part>
        </>
      ) : (
        <CardText text={card.description} flavour={flavour} />
      )}
    </Pane>
  );
}
