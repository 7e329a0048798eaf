import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardKindOf, yugiohCardRaceName, type YugiohMetaData } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { AttributeIcon } from '../icons/attribute-icons';
import { SpellTrapIcon } from '../icons/spell-trap-icons';
import { attributeName, isMonster, levelLabel } from '../card-text/type-line';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2, 5)};
  margin: 0;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

const Value = styled.dd`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  color: ${({ theme }) => theme.palette.text.primary};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Term>{term}</Term>
      <Value>{children}</Value>
    </div>
  );
}

/** A monster's attribute, level (rank, link rating), ATK and DEF, or a spell or trap's property. */
export function CardStats({ metaData }: { metaData: YugiohMetaData }) {
  const kind = cardKindOf(metaData.type);
  if (kind === 'SPELL' || kind === 'TRAP') {
    return (
      <List>
        <Stat term={cardsTexts.property}>
          <SpellTrapIcon kind={kind} property={metaData.race} title="" />
          {`${yugiohCardRaceName(metaData.race)} ${kind === 'SPELL' ? cardsTexts.spell : cardsTexts.trap}`}
        </Stat>
      </List>
    );
  }
  if (!isMonster(metaData)) return null;
  const label = levelLabel(metaData);
  return (
    <List>
      {metaData.attribute && (
        <Stat term={cardsTexts.attribute}>
          <AttributeIcon attribute={metaData.attribute} title="" />
          {attributeName(metaData.attribute)}
        </Stat>
      )}
      {metaData.level !== null && <Stat term={label}>{metaData.level}</Stat>}
      {metaData.attack !== null && <Stat term={cardsTexts.atk}>{metaData.attack}</Stat>}
      {label !== 'Link' && metaData.defense !== null && <Stat term={cardsTexts.def}>{metaData.defense}</Stat>}
    </List>
  );
}
