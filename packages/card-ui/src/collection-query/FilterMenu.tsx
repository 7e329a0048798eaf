import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { messages, textSearchLocations, timings, type CollectionFilters } from '@progression/contracts';
import { Button, Select } from '@progression/ui';
import { includeFilterOptions } from './filter-options';
import { IncludeListField } from './IncludeListField';
import { RangeField } from './RangeField';
import { compactFilters, includeFilterKeys, rangeBounds, rangeFilterKeys } from './filters';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  max-height: 60vh;
  overflow-y: auto;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-end;
`;

interface FilterMenuProps {
  id: string;
  /** The filters applied (the page's URL). */
  applied: CollectionFilters;
  onApply: (filters: CollectionFilters) => void;
}

/**
 * Every filter of spec section 2 but the search text (the card list's search field above it holds that):
 * where the search looks, the include lists with Match all, and the ranges. Changes apply once typing has
 * paused for 500 ms, keeping the search text applied meanwhile; Clear filters applies at once.
 */
export function FilterMenu({ id, applied, onApply }: FilterMenuProps) {
  const [draft, setDraft] = useState<CollectionFilters>(applied);
  const appliedText = JSON.stringify(compactFilters(applied));
  const latestApply = useRef(onApply);
  latestApply.current = onApply;
  // The search field types the text: the menu's own changes never put back an older one.
  const appliedSearch = useRef(applied.textSearch?.searchText ?? '');
  appliedSearch.current = applied.textSearch?.searchText ?? '';

  // A change of the URL (back button, Clear filters) shows in the form.
  useEffect(() => setDraft(JSON.parse(appliedText) as CollectionFilters), [appliedText]);

  useEffect(() => {
    const next = compactFilters(draft);
    if (JSON.stringify(next) === appliedText) return;
    const timer = setTimeout(() => {
      const location = draft.textSearch?.location ?? 'BOTH';
      latestApply.current(
        compactFilters({ ...draft, textSearch: { searchText: appliedSearch.current, location } }),
      );
    }, timings.collectionFilterDebounce);
    return () => clearTimeout(timer);
  }, [draft, appliedText]);

  const change = (part: Partial<CollectionFilters>) => setDraft((current) => ({ ...current, ...part }));
  const labels = messages.collection.filterLabels;

  return (
    <Panel id={id} role="region" aria-label={messages.collection.filters}>
      <Row>
        <Select
          label={messages.collection.searchIn}
          value={draft.textSearch?.location ?? 'BOTH'}
          options={textSearchLocations.map((location) => ({
            value: location,
            label: messages.collection.searchLocations[location],
          }))}
          onValueChange={(location) =>
            change({
              textSearch: {
                searchText: draft.textSearch?.searchText ?? '',
                location: location as (typeof textSearchLocations)[number],
              },
            })
          }
        />
        <Button variant="outlined" onClick={() => (setDraft({}), onApply({}))}>
          {messages.collection.clearFilters}
        </Button>
      </Row>
      {includeFilterKeys.map((key) => (
        <IncludeListField
          key={key}
          legend={labels[key]}
          options={includeFilterOptions[key]}
          value={draft[key] as { items: string[]; type: 'AND' | 'OR' } | undefined}
          onChange={(list) => change({ [key]: list })}
        />
      ))}
      <Row>
        {rangeFilterKeys.map((key) => (
          <RangeField
            key={key}
            legend={labels[key]}
            bounds={rangeBounds[key]}
            value={draft[key]}
            onChange={(range) => change({ [key]: range })}
          />
        ))}
      </Row>
    </Panel>
  );
}
