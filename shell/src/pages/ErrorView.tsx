import { Alert, Button } from '@progression/ui';
import { texts } from '@progression/contracts';

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
      title={texts.shell.thisPageCouldNotBe}
      action={
        <Button variant="outlined" color="error" onClick={onRetry}>
          {texts.shell.retry}
        </Button>
      }
    >
      {texts.shell.checkYourConnection(detail)}
    </Alert>
  );
}
