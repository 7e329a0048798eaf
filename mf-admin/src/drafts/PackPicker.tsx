import type { CardSet } from '@progression/contracts';
import { SetStack, searchSets } from '@progression/card-ui';
import { IconButton, MinusIcon, Muted, PlusIcon, Stack, Text, TextField } from '@progression/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { changePacks, maxPacksPerSet, type PackChoice } from './custom-draft';
import { adminTexts } from '@progression/contracts/texts/admin';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
`;

/** How many search results are listed at once: the catalog has thousands of sets. */
const shownResults = 12;

interface PackPickerProps {
  sets: readonly CardSet[];
  choice: PackChoice;
  onChange: (choice: PackChoice) => void;
}

function SetRow({ set, choice, onChange }: { set: CardSet } & Omit<PackPickerProps, 'sets'>) {
  const quantity = choice[set.id] ?? 0;
  return (
    <Row aria-label={set.setName}>
      <SetStack sets={[set]} scale={0.45} />
      <Name>
        <Text size="sm" weight="semibold">
          {set.setName}
        </Text>
        <Muted size="xs">{set.setCode}</Muted>
      </Name>
      <IconButton
        label={adminTexts.removeAPackOf(set.setName)}
        size="small"
        disabled={quantity === 0}
        onClick={() => onChange(changePacks(choice, set.id, -1))}
      >
        <MinusIcon />
      </IconButton>
      <Text weight="semibold" aria-label={adminTexts.packsOf(quantity, set.setName)}>
        {quantity}
      </Text>
      <IconButton
        label={adminTexts.addAPackOf(set.setName)}
        size="small"
        disabled={quantity >= maxPacksPerSet}
        onClick={() => onChange(changePacks(choice, set.id, 1))}
      >
        <PlusIcon />
      </IconButton>
    </Row>
  );
}

/**
 * Pick packs: search the catalog's sets and add packs with plus and minus. Without a search the chosen sets
 * are listed, so they can still be changed.
 */
export function PackPicker({ sets, choice, onChange }: PackPickerProps) {
  const [query, setQuery] = useState('');
  const chosen = sets.filter((set) => (choice[set.id] ?? 0) > 0);
  const searching = query.trim() !== '';
  const rows = searching ? searchSets(sets, query).slice(0, shownResults) : chosen;
  return (
    <Stack $gap={3}>
      <TextField
        label={adminTexts.searchSets}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
      />
      {searching && rows.length === 0 && <Muted>{adminTexts.noSetMatches}</Muted>}
      {!searching && rows.length === 0 && <Muted>{adminTexts.searchForASetTo}</Muted>}
      <List aria-label={searching ? adminTexts.setsFound : adminTexts.chosenPacks}>
        {rows.map((set) => (
          <SetRow key={set.id} set={set} choice={choice} onChange={onChange} />
        ))}
      </List>
      {searching && chosen.length > 0 && (
        <Muted>
          {adminTexts.chosen(chosen.map((set) => `${choice[set.id]} x ${set.setCode}`).join(', '))}
        </Muted>
      )}
    </Stack>
  );
}
