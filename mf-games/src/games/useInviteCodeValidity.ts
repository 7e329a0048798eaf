import { useEffect, useState } from 'react';
import { useInviteCodeCheck } from '@progression/api-client';
import { timings } from '@progression/contracts';

/** The invite-code indicator's states: nothing typed, checking, a game found, or none. */
export type InviteCodeValidity = 'empty' | 'loading' | 'success' | 'error';

/** The value once it has stayed the same for `delay` ms (empty until then). */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Checks a typed invite code with the server 1 s after the typing stops. */
export function useInviteCodeValidity(code: string): InviteCodeValidity {
  const trimmed = code.trim();
  const settled = useSettled(trimmed, timings.inviteCodeDebounce);
  const check = useInviteCodeCheck(settled);
  if (!trimmed) return 'empty';
  if (settled !== trimmed || check.isPending) return 'loading';
  if (check.isError) return 'error';
  return check.data ? 'success' : 'error';
}
