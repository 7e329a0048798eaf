import { useCreateMode } from '@progression/api-client';
import { flashFailure, navigate } from '@progression/platform';

/** New Mode: creates a mode with the defaults and opens its page in edit mode. */
export function useNewMode() {
  const creation = useCreateMode();
  const create = () =>
    creation.mutate(undefined, {
      onSuccess: (mode) => navigate(`/modes/progression-mode/${mode.id}?edit=true`),
      onError: flashFailure,
    });
  // Stays busy from the click until the mode's page opens.
  return { creating: creation.isPending || creation.isSuccess, create };
}
