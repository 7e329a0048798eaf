import type { CollectionQuery } from '@progression/contracts';
import { Button, Stack, TextField } from '@progression/ui';
import { useState, type FormEvent } from 'react';

export const unfiltered: CollectionQuery = {
  sort: { category: 'DEFAULT', direction: 'ASCENDING' },
  filters: {},
};

/** A card name or text search over a reward's pool, applied on Search (Enter) and cleared with Clear. */
export function PoolSearch({
  label,
  onChange,
}: {
  label: string;
  onChange: (query: CollectionQuery) => void;
}) {
  const [text, setText] = useState('');
  const apply = (searchText: string) =>
    onChange(
      searchText.trim()
        ? { ...unfiltered, filters: { textSearch: { searchText: searchText.trim(), location: 'BOTH' } } }
        : unfiltered,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit}>
      <Stack $direction="row" $gap={2} $align="end" $wrap>
        <TextField
          label={label}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
        <Button
          variant="text"
          onClick={() => {
            setText('');
            apply('');
          }}
        >
          Clear
        </Button>
      </Stack>
    </form>
  );
}
