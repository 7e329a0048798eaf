import type { ReactNode } from 'react';
import type { RequestState } from '@progression/platform';
import { Alert, Button, Spinner, Stack } from '@progression/ui';

interface LoadStateProps<T> {
  state: RequestState<T>;
  /** What the data is, for the loading and error texts ("your games"). */
  what: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** Shows a spinner while loading, an error with Try again on failure, else the children with the data. */
export function LoadState<T>({ state, what, onRetry, children }: LoadStateProps<T>) {
  if (state.status === 'loading')
    return (
      <Stack $align="center">
        <Spinner label={`Loading ${what}`} size={32} />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button variant="text" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      >
        {`${what[0].toUpperCase()}${what.slice(1)} could not be loaded.`}
      </Alert>
    );
  return <>{children(state.data)}</>;
}
