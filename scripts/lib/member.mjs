// One process of the stack kept running: when it dies it is started again after a pause that doubles with
// each recent death, and when it keeps dying the whole stack is given up (restart-policy.mjs says when).
import { describeExit } from './child.mjs';
import { deathRecord, describeWindow } from './restart-policy.mjs';

/** A process of the stack died too often to be started again; the message says which, and its last lines. */
export class KeepsDyingError extends Error {
  constructor(message) {
    super(message);
    this.name = 'KeepsDyingError';
  }
}

/** How many of a dead process's last lines the one-line report of its death quotes. */
const QUOTED_LINES = 3;
const QUOTED_LINE_LENGTH = 200;

/**
 * @typedef {object} MemberOptions
 * @property {string} name
 * @property {() => Promise<import('./child.mjs').Child>} spawn chooses its port and starts it (throws when it
 *   cannot, e.g. a fixed port is taken)
 * @property {(child: object) => Promise<void>} [whenReady] resolves once a started child is usable
 * @property {() => void} [afterStart] runs after each start but the first, once the child is ready
 * @property {import('./restart-policy.mjs').RestartPolicy} policy
 * @property {(line: string) => void} log
 * @property {(message: string) => void} onGiveUp it keeps dying: the message says so, with its last lines
 */

/**
 * Starts the member and keeps it running until `stop()`. `ready` resolves once its first start is usable,
 * and rejects when it gives up before that.
 * @param {MemberOptions} options
 */
export function keepRunning({ name, spawn, whenReady = async () => {}, afterStart, policy, log, onGiveUp }) {
  const deaths = deathRecord(policy);
  let current = null;
  let stopped = false;
  let restartAsked = false;
  let wake = () => {};
  let markReady;
  let failReady;
  const ready = new Promise((resolvePromise, reject) => {
    markReady = resolvePromise;
    failReady = reject;
  });
  // The owner may never wait on `ready` after start-up; a give-up reaches it through onGiveUp.
  ready.catch(() => {});

  const pause = (ms) =>
    new Promise((resolvePromise) => {
      const timer = setTimeout(resolvePromise, ms);
      wake = () => {
        clearTimeout(timer);
        resolvePromise();
      };
    });

  /** One run: start, wait until it ends. Answers why it ended, or null when it was asked to. */
  const runOnce = async (first) => {
    current = null;
    try {
      current = await spawn();
      // Stopped while it was being started: it must not outlive the stop.
      if (stopped) throw new Error('stopping');
      await whenReady(current);
    } catch (error) {
      if (current?.alive()) await current.stop();
      return { cause: error.message, recent: current?.recentOutput() ?? [] };
    }
    if (first) markReady();
    else afterStart?.();
    const result = await current.exited;
    return { cause: describeExit(result), recent: current.recentOutput() };
  };

  const run = async () => {
    for (let first = true; !stopped; first = false) {
      const { cause, recent: output } = await runOnce(first);
      const recent = withoutStackFrames(output);
      if (stopped) return;
      if (restartAsked) {
        restartAsked = false;
        continue;
      }
      const delay = deaths.record();
      if (delay === null) {
        const message =
          `${name} keeps dying: ${times(policy.maxDeaths)} within ${describeWindow(policy.windowMs)}, ` +
          `the last time with ${cause}${recent.length ? `\nIts last lines:\n  ${recent.join('\n  ')}` : ''}`;
        failReady(new KeepsDyingError(message));
        onGiveUp(message);
        return;
      }
      log(`${name} died (${cause}); starting it again in ${delay / 1000} s.${quote(recent)}`);
      await pause(delay);
    }
  };
  const running = run();

  return {
    name,
    ready,
    /** Stops it and starts it again at once (not a death): it reads its environment anew. */
    async restart() {
      if (!current?.alive()) return;
      restartAsked = true;
      await current.stop();
    },
    /** Starts it no more, whatever happens to it now (the stack is stopping). */
    hold() {
      stopped = true;
      wake();
    },
    /** Stops it for good (SIGTERM, then SIGKILL after the grace period) and waits until it is gone. */
    async stop() {
      this.hold();
      if (current?.alive()) await current.stop();
      await running;
    },
  };
}

/**
 * Its last lines without the frames of a JavaScript stack trace (`    at ...`): the error's own line says
 * why; the frames stay in its log.
 */
function withoutStackFrames(lines) {
  return lines
    .filter((line) => !/^\s+at /.test(line))
    .map((line) => readable(line.trim()))
    .filter(Boolean);
}

/** A JSON log line (pino's, as the services write) as its message and error: `request failed: fetch failed`. */
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const { msg, err } = JSON.parse(line);
    if (typeof msg !== 'string') return line;
    return err?.message ? `${msg}: ${err.message}` : msg;
  } catch {
    return line;
  }
}

/** ` Its last lines: a | b | c`, on one line, or nothing when it printed nothing. */
function quote(recent) {
  const lines = recent.slice(-QUOTED_LINES).map((line) => line.slice(0, QUOTED_LINE_LENGTH));
  return lines.length ? ` Its last lines: ${lines.join(' | ')}` : '';
}

function times(count) {
  return count === 1 ? 'once' : `${count} times`;
}
