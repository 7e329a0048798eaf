import styled from 'styled-components';
import { cardImage, cardKindOf, type Card } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { AttributeIcon } from '../icons/attribute-icons';
import { SpellTrapIcon } from '../icons/spell-trap-icons';
import { nameFontScale } from '../card-text/name-font';
import { cardSummary, isMonster, levelLabel, typeLine } from '../card-text/type-line';
import { framePaint } from './frame-colours';

// Every length is a share of the card's unit width (see `unitWidth`) so the drawing scales with its size.
const Frame = styled.div<{ $width: number; $height: number; $unit: number; $background: string }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ $unit }) => $unit * 0.03}px;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  padding: ${({ $unit }) => $unit * 0.045}px;
  border-radius: ${({ $unit }) => $unit * 0.04}px;
  background: ${({ $background }) => $background};
  border: 1px solid rgba(0, 0, 0, 0.35);
  overflow: hidden;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  user-select: none;
`;

// Text sits on light plates (as on a printed card), so it stays readable on every frame colour.
const Plate = styled.div<{ $width: number }>`
  display: flex;
  align-items: center;
  gap: ${({ $width }) => $width * 0.02}px;
  padding: ${({ $width }) => `${$width * 0.015}px ${$width * 0.03}px`};
  border-radius: ${({ $width }) => $width * 0.015}px;
  background: rgba(255, 253, 246, 0.92);
  color: #14110a;
  line-height: 1.15;
`;

const Name = styled.span<{ $fontSize: number }>`
  flex: 1;
  min-width: 0;
  font-size: ${({ $fontSize }) => $fontSize}px;
  font-weight: 700;
  letter-spacing: -0.01em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Stars = styled.span<{ $width: number; $rank: boolean }>`
  align-self: flex-end;
  font-size: ${({ $width }) => $width * 0.065}px;
  letter-spacing: -0.5px;
  color: ${({ $rank }) => ($rank ? '#14110a' : '#c0392b')};
  text-shadow: 0 0 1px #fff7d6;
`;

const Art = styled.div<{ $width: number }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  border-radius: ${({ $width }) => $width * 0.015}px;
  background: rgba(0, 0, 0, 0.18);
  color: rgba(255, 255, 255, 0.9);
`;

const Small = styled.span<{ $width: number }>`
  font-size: ${({ $width }) => $width * 0.06}px;
`;

/* The art's label on a dark pill: white text straight on a light frame colour (a Normal monster's) is unreadable. */
const ArtLabel = styled(Small)`
  padding: ${({ $width }) => `${$width * 0.01}px ${$width * 0.03}px`};
  border-radius: ${({ $width }) => $width * 0.03}px;
  background: rgba(17, 24, 39, 0.75);
  color: #ffffff;
`;

const Stats = styled(Small)`
  margin-left: auto;
  font-weight: 700;
  white-space: nowrap;
`;

export interface DrawnCardProps {
  card: Card;
  width: number;
  height: number;
}

/**
 * The width a card of this height has in the card's own proportions (140 x 200). The x-large size is
 * nearly square (3.5 x 2.5 scales), and sizing text by its width alone would overflow its height.
 */
function unitWidth(width: number, height: number): number {
  return Math.min(width, (height * cardImage.base.width) / cardImage.base.height);
}

/**
 * The card drawn from its data, shown when its picture cannot load: name (smaller for long names), frame
 * colour by type, attribute, level or rank stars, type line and ATK/DEF (LINK rating for Link monsters).
 * It is one image to assistive technology, named by the card and its game data.
 */
export function DrawnCard({ card, width, height }: DrawnCardProps) {
  const unit = unitWidth(width, height);
  const metaData = card.yugiohMetaData;
  const paint = framePaint(metaData?.frame);
  const monster = metaData !== null && isMonster(metaData);
  const label = metaData ? `${card.name}: ${cardSummary(metaData)}` : card.name;
  const kind = metaData ? cardKindOf(metaData.type) : null;
  const levelKind = metaData ? levelLabel(metaData) : 'Level';
  const iconSize = unit * 0.1;

  return (
    <Frame
      role="img"
      aria-label={label}
      $width={width}
      $height={height}
      $unit={unit}
      $background={paint.background}
    >
      <Plate $width={unit} aria-hidden>
        <Name $fontSize={unit * 0.07 * nameFontScale(card.name)}>{card.name}</Name>
        {monster && metaData.attribute && (
          <AttributeIcon attribute={metaData.attribute} size={iconSize} title="" />
        )}
        {(kind === 'SPELL' || kind === 'TRAP') && metaData && (
          <SpellTrapIcon kind={kind} property={metaData.race} size={iconSize} title="" />
        )}
      </Plate>
      {monster && metaData.level !== null && metaData.level > 0 && levelKind !== 'Link' && (
        <Stars $width={unit} $rank={levelKind === 'Rank'} aria-hidden>
          {'★'.repeat(Math.min(metaData.level, 13))}
        </Stars>
      )}
      <Art $width={unit} aria-hidden>
        <ArtLabel $width={unit}>{paint.label}</ArtLabel>
      </Art>
      {metaData && (
        <Plate $width={unit} aria-hidden>
          <Small $width={unit}>{typeLine(metaData)}</Small>
        </Plate>
      )}
      {monster && (
        <Plate $width={unit} aria-hidden>
          <Stats $width={unit}>
            {cardsTexts.atkAndDefOrLink(
              metaData.attack ?? '?',
              levelKind === 'Link'
                ? cardsTexts.link(metaData.level ?? '?')
                : cardsTexts.defValue(metaData.defense ?? '?'),
            )}
          </Stats>
        </Plate>
      )}
    </Frame>
  );
}
