// When a process of the stack that died is started again, and when it has died too often to try again.

/**
 * @typedef {object} RestartPolicy
 * @property {number} maxDeaths this many deaths within `windowMs` stop the whole stack
 * @property {number} windowMs
 * @property {number} firstDelayMs the pause after a first death; each further recent death doubles it
 * @property {number} maxDelayMs the longest pause
 */

/** @type {RestartPolicy} */
export const defaultRestartPolicy = {
  maxDeaths: 5,
  windowMs: 180_000,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
};

/**
 * The deaths of one process: `record()` notes one and answers the pause before the next start, or null
 * when it died `maxDeaths` times within `windowMs` (it keeps dying: give up).
 * @param {RestartPolicy} policy
 */
export function deathRecord(policy) {
  const deaths = [];
  return {
    record(now = Date.now()) {
      deaths.push(now);
      while (deaths[0] <= now - policy.windowMs) deaths.shift();
      if (deaths.length >= policy.maxDeaths) return null;
      return Math.min(policy.firstDelayMs * 2 ** (deaths.length - 1), policy.maxDelayMs);
    },
  };
}

/** "3 minutes", "90 seconds": a window as people say it. */
export function describeWindow(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 === 0 && seconds >= 120) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}
