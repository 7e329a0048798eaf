import { useEffect, useSyncExternalStore } from 'react';
import { messages } from '@progression/contracts';
import { shellTexts } from '@progression/contracts/texts/shell';
import { useLinkCode } from '@progression/api-client';
import { flash } from '@progression/platform';
import { Alert, Button, CopyToClipboard, Dialog, Muted, Spinner, Stack } from '@progression/ui';

const t = messages.integrations;

// The account menu closes (and unmounts its items) when an item is chosen, so the dialog lives beside the
// menu and the item opens it through this one-flag store.
let open = false;
const listeners = new Set<() => void>();
const setOpen = (next: boolean) => {
  open = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the link dialog (the account menu's "Link Discord account"). */
export const openLinkDiscord = () => setOpen(true);

/** The account menu's Discord linking: a one-time code for /link in the league's server, valid 10 minutes. */
export function LinkDiscordDialog() {
  const isOpen = useSyncExternalStore(subscribe, () => open);
  const code = useLinkCode();
  const { mutate, reset } = code;
  // A fresh code each time the dialog opens.
  useEffect(() => {
    if (isOpen) mutate();
    else reset();
  }, [isOpen, mutate, reset]);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      title={t.linkCodeTitle}
      actions={<Button onClick={() => setOpen(false)}>{shellTexts.close}</Button>}
    >
      {code.isPending && <Spinner label={shellTexts.makingALinkCode} />}
      {code.isError && (
        <Alert severity="error" action={<Button onClick={() => mutate()}>{shellTexts.tryAgain}</Button>}>
          {t.linkCodeFailed}
        </Alert>
      )}
      {code.data && (
        <Stack $gap={2}>
          <CopyToClipboard
            text={shellTexts.linkCode(code.data.code)}
            aria-label={shellTexts.copyLinkCode(code.data.code)}
            onCopied={() => flash.success(t.linkCodeCopied)}
            onCopyError={() => flash.error(messages.errors.generic)}
          >
            {code.data.code}
          </CopyToClipboard>
          <Muted>{t.linkCodeHelp(code.data.code)}</Muted>
        </Stack>
      )}
    </Dialog>
  );
}
