import { Alert, Button } from '@progression/ui';

interface ErrorViewProps {
  /** What went wrong, in the loader's words. */
  detail: string;
  onRetry: () => void;
}

/** Shown in the content area when a microfrontend cannot be loaded or mounted. */
export function ErrorView({ detail, onRetry }: ErrorViewProps) {
  return (
    <Alert
      severity="error"
      title="This page could not be loaded"
      action={
        <Button variant="outlined" color="error" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Check your connection and try again. ({detail})
    </Alert>
  );
}
