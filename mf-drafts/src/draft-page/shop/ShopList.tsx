import type { MaxPackRule } from '@progression/contracts';
import { SetStack } from '@progression/card-ui';
import { IconButton, MinusIcon, Muted, PlusIcon, Text } from '@progression/ui';
import styled from 'styled-components';
import { canAdd, canRemove, changeQuantity, type ShopSelection, type ShopSet } from './shop-rules';
import { draftsTexts } from '@progression/contracts/texts/drafts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
`;

const Quantity = styled(Text)`
  min-width: 2ch;
  text-align: center;
`;

interface ShopListProps {
  sets: readonly ShopSet[];
  selection: ShopSelection;
  rules: readonly MaxPackRule[];
  numPacks: number;
  onChange: (selection: ShopSelection) => void;
}

/** The shop's sets, each with minus, its quantity and plus (disabled when the rules block them). */
export function ShopList({ sets, selection, rules, numPacks, onChange }: ShopListProps) {
  return (
    <List aria-label={draftsTexts.packsToChoose}>
      {sets.map((set) => {
        const quantity = selection[set.id] ?? 0;
        return (
          <Row key={set.id} aria-label={set.setName}>
            <SetStack sets={[set]} scale={0.6} />
            <Name>
              <Text weight="semibold">{set.setName}</Text>
              <Muted>{set.setCode}</Muted>
            </Name>
            <IconButton
              label={draftsTexts.removeAPackOf(set.setName)}
              disabled={!canRemove(selection, set)}
              onClick={() => onChange(changeQuantity(selection, set, -1, rules, numPacks))}
            >
              <MinusIcon />
            </IconButton>
            <Quantity weight="semibold" aria-label={draftsTexts.packsOf(quantity, set.setName)}>
              {quantity}
            </Quantity>
            <IconButton
              label={draftsTexts.addAPackOf(set.setName)}
              disabled={!canAdd(selection, set, rules, numPacks)}
              onClick={() => onChange(changeQuantity(selection, set, 1, rules, numPacks))}
            >
              <PlusIcon />
            </IconButton>
          </Row>
        );
      })}
    </List>
  );
}
