import { Alert, Button } from '@progression/ui';
import { shellTexts } from '@progression/contracts/texts/shell';

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
      title={shellTexts.thisPageCouldNotBe}
      action={
        <Button variant="outlined" color="error" onClick={onRetry}>
          {shellTexts.retry}
        </Button>
      }
    >
      {shellTexts.checkYourConnection(detail)}
    </Alert>
  );
}
