import type { CollectionQuery } from '@progression/contracts';
import { CardSearchField } from '@progression/card-ui';
import { useState } from 'react';

export const unfiltered: CollectionQuery = {
  sort: { category: 'DEFAULT', direction: 'ASCENDING' },
  filters: {},
};

/** A card name or text search over a reward's pool, applied as the player types (Escape clears it). */
export function PoolSearch({
  label,
  onChange,
}: {
  label: string;
  onChange: (query: CollectionQuery) => void;
}) {
  const [applied, setApplied] = useState('');
  const apply = (text: string) => {
    setApplied(text);
    const searchText = text.trim();
    onChange(
      searchText ? { ...unfiltered, filters: { textSearch: { searchText, location: 'BOTH' } } } : unfiltered,
    );
  };
  return (
    <div role="search" aria-label={label}>
      <CardSearchField label={label} value={applied} onSearch={apply} />
    </div>
  );
}
