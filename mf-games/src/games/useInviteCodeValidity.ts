import { useEffect, useState } from 'react';
import { timings } from '@progression/contracts';
import { isInviteCodeValid } from '../api/games';

/** The invite-code indicator's states: nothing typed, checking, a game found, or none. */
export type InviteCodeValidity = 'empty' | 'loading' | 'success' | 'error';

/** Checks a typed invite code with the server 1 s after the typing stops. */
export function useInviteCodeValidity(code: string): InviteCodeValidity {
  const [validity, setValidity] = useState<InviteCodeValidity>('empty');
  const trimmed = code.trim();
  useEffect(() => {
    if (!trimmed) {
      setValidity('empty');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setValidity('loading');
      isInviteCodeValid(trimmed, controller.signal).then(
        (valid) => {
          if (!controller.signal.aborted) setValidity(valid ? 'success' : 'error');
        },
        () => {
          if (!controller.signal.aborted) setValidity('error');
        },
      );
    }, timings.inviteCodeDebounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  return trimmed ? validity : 'empty';
}
