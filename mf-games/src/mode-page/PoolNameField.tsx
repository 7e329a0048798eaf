import { useEffect, useState } from 'react';
import { isDuplicatePoolName, messages, type CardPool } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { flash } from '@progression/platform';
import { TextField } from '@progression/ui';

interface PoolNameFieldProps {
  pools: readonly CardPool[];
  index: number;
  onRename: (name: string) => void;
}

function nameError(pools: readonly CardPool[], index: number, name: string): string | undefined {
  if (!name.trim()) return messages.auth.required;
  return isDuplicatePoolName(pools, name, index) ? messages.modes.duplicatePoolName : undefined;
}

/**
 * A pool's name. The rename is applied when the field is left, so the weeks and draft steps that use the
 * pool follow it in one step; a duplicate or empty name is refused and the old name comes back.
 */
export function PoolNameField({ pools, index, onRename }: PoolNameFieldProps) {
  const saved = pools[index].name;
  const [name, setName] = useState(saved);
  useEffect(() => setName(saved), [saved]);
  const error = nameError(pools, index, name);

  const commit = () => {
    if (name === saved) return;
    if (error) {
      flash.error(error);
      setName(saved);
      return;
    }
    onRename(name.trim());
  };

  return (
    <TextField
      label={gamesTexts.poolName(index + 1)}
      value={name}
      error={error}
      onChange={(event) => setName(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      fullWidth
    />
  );
}
