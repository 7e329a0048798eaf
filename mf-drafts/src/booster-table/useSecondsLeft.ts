import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (an ISO moment), counted down once a second; null without a deadline.
 * `frozen` (a paused table) stops the clock where the server says it stands.
 */
export function useSecondsLeft(deadline: string | null, frozen = false): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline || frozen) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, frozen]);
  if (!deadline) return null;
  return Math.max(0, (Date.parse(deadline) - now) / 1000);
}
