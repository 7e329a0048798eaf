import styled from 'styled-components';
import type { Card } from '@progression/contracts';
import { messages } from '@progression/contracts';
import { Chip, Muted, Text } from '@progression/ui';
import { CardImage } from '../card-image/CardImage';
import { CardStats } from '../card-detail/CardStats';
import { CardText } from '../card-detail/CardText';
import { RarityChip } from '../rarity/RarityChip';
import { hasFlavourText, typeLine } from '../card-text/type-line';
import { banlistStatus, type CardFacts } from './card-facts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2, 3)};
  /* The preview's height is capped to the room beside the card: the text scrolls, the rest stays. */
  max-height: inherit;
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const TextPart = styled.div`
  grid-column: 1 / -1;
  min-height: 0;
  max-height: 40vh;
  overflow-y: auto;
`;

/** The new-card mark: the word, never colour alone. */
export function NewCardChip() {
  return <Chip label={messages.cards.newCard} color="success" variant="filled" size="small" />;
}

/** What a card preview shows: the picture (drawn when it cannot load), name, stats, facts and text. */
export function CardPreviewBody({
  card,
  facts = {},
  compact = false,
}: {
  card: Card;
  facts?: CardFacts;
  /** A phone's preview: the small picture. */
  compact?: boolean;
}) {
  const metaData = card.yugiohMetaData;
  const status = banlistStatus(facts.limit);
  return (
    <Layout data-testid="card-preview">
      <CardImage card={card} size={compact ? 'small' : 'medium'} decorative />
      <Facts>
        <Text weight="bold">{card.name}</Text>
        {metaData && <CardStats metaData={metaData} />}
        {metaData && <Muted size="xs">[{typeLine(metaData)}]</Muted>}
        <Badges>
          {facts.isNew && <NewCardChip />}
          {facts.rarity && <RarityChip rarity={facts.rarity} />}
          {facts.owned !== undefined && <Muted size="xs">{messages.cards.owned(facts.owned)}</Muted>}
          {status && (
            <Text size="xs" weight="semibold" tone={facts.limit === 'unlimited' ? undefined : 'error'}>
              {status}
            </Text>
          )}
        </Badges>
      </Facts>
      {card.description.trim() && (
        <TextPart>
          <CardText text={card.description} flavour={metaData !== null && hasFlavourText(metaData)} />
        </TextPart>
      )}
    </Layout>
  );
}
