import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Spinner, Stack } from '@progression/ui';
import type { ReactNode } from 'react';
import { platformTexts } from '@progression/contracts/texts/platform';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the data is, for the loading and error texts ("your games"). */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * A spinner while a query first loads, an error with Try again when it failed, else the children with its
 * data. Data already shown stays while the query refreshes in the background.
 */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <Stack $align="center">
        <Spinner label={platformTexts.loading(what)} size={32} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button variant="text" loading={query.isFetching} onClick={() => void query.refetch()}>
            {platformTexts.tryAgain}
          </Button>
        }
      >
        {platformTexts.couldNotBeLoaded(what)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
