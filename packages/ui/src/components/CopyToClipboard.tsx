import type { ReactNode } from 'react';
import { CopyIcon } from '../icons';
import { Button, type ButtonProps } from './Button';
import { copyText } from './copyText';
import { uiTexts } from '@progression/contracts/texts/ui';

export interface CopyToClipboardProps extends Omit<ButtonProps, 'onClick' | 'onError' | 'children'> {
  /** The text copied (e.g. the game's invite code). */
  text: string;
  /** What the button shows; defaults to the text itself. */
  children?: ReactNode;
  /** After a successful copy, e.g. to flash "Copied game invite code to clipboard". */
  onCopied?: (text: string) => void;
  onCopyError?: (error: unknown) => void;
}

/** A text button showing a value that copies it when clicked. */
export function CopyToClipboard({
  text,
  children,
  onCopied,
  onCopyError,
  variant = 'text',
  endIcon = <CopyIcon size="1.1em" />,
  ...rest
}: CopyToClipboardProps) {
  const copy = async () => {
    try {
      await copyText(text);
      onCopied?.(text);
    } catch (error) {
      onCopyError?.(error);
    }
  };
  return (
    <Button
      variant={variant}
      endIcon={endIcon}
      title={uiTexts.copyToClipboard}
      onClick={() => void copy()}
      {...rest}
    >
      {children ?? text}
    </Button>
  );
}
