import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { cardSetPickerTabs, type CardSet } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';
import { SearchIcon, Tab, TabList, TabPanel, Tabs, TextField } from '@progression/ui';
import { groupSetsByTypeAndYear } from '../sets/group-sets';
import { searchSets } from '../sets/search-sets';
import { SelectedSets } from './SelectedSets';
import { SetGroups } from './SetGroups';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

export interface SetPickerViewProps {
  /** Every set to choose from. */
  sets: readonly CardSet[];
  /** Ids of the chosen sets. */
  value: readonly string[];
  onChange: (setIds: string[]) => void;
  /** Opens a set's details; the picker shows a details button per set when given. */
  onShowDetails?: (set: CardSet) => void;
  /** Accessible name of the picker's tab list. */
  label?: string;
}

/**
 * Chooses card sets: tabs Booster, Pack, Structure and Misc (with Promo), sets grouped by type and release
 * year, a search by name or code, and the chosen sets as removable chips.
 */
export function SetPickerView({
  sets,
  value,
  onChange,
  onShowDetails,
  label = 'Set types',
}: SetPickerViewProps) {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState(cardSetPickerTabs[0].label);
  const found = useMemo(() => searchSets(sets, query), [sets, query]);
  const chosen = useMemo(() => new Set(value), [value]);
  const selectedSets = useMemo(() => {
    const byId = new Map(sets.map((set) => [set.id, set]));
    return value.flatMap((id) => byId.get(id) ?? []);
  }, [sets, value]);

  const toggle = (set: CardSet, selected: boolean) => {
    if (selected && !chosen.has(set.id)) onChange([...value, set.id]);
    if (!selected) onChange(value.filter((id) => id !== set.id));
  };

  return (
    <Root>
      <SelectedSets sets={selectedSets} onRemove={(set) => toggle(set, false)} />
      <TextField
        label={cardsTexts.searchSets}
        placeholder={cardsTexts.nameOrCode}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        startAdornment={<SearchIcon size={18} />}
        fullWidth
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label={label}>
          {cardSetPickerTabs.map((pickerTab) => (
            <Tab key={pickerTab.label} value={pickerTab.label}>
              {pickerTab.label} ({found.filter((set) => pickerTab.types.includes(set.type)).length})
            </Tab>
          ))}
        </TabList>
        {cardSetPickerTabs.map((pickerTab) => (
          <TabPanel key={pickerTab.label} value={pickerTab.label}>
            {tab === pickerTab.label && (
              <SetGroups
                groups={groupSetsByTypeAndYear(found, pickerTab.types)}
                isSelected={(set) => chosen.has(set.id)}
                onToggle={toggle}
                onShowDetails={onShowDetails}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </Root>
  );
}
