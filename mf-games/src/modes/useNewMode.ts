import { useState } from 'react';
import { navigate } from '@progression/platform';
import { createMode } from '../api/modes';
import { flashFailure } from '../shared/errors';

/** New Mode: creates a mode with the defaults and opens its page in edit mode. */
export function useNewMode() {
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const mode = await createMode();
      navigate(`/modes/progression-mode/${mode.id}?edit=true`);
    } catch (error) {
      flashFailure(error);
      setCreating(false);
    }
  };
  return { creating, create: () => void create() };
}
