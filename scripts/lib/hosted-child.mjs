// A service run in the service host (service-host.mjs) as the stack sees it: one run of it, with the same
// shape as a child process of child.mjs (output, exited, alive, stop, killNow), so member.mjs keeps it
// running the same way. When the host process itself ends, every service it ran ends with it.
import { childOutput } from './child.mjs';

/**
 * Talks to one host process (a child of child.mjs started with `ipc`): `start` runs a service in it.
 * @param {ReturnType<import('./child.mjs').startChild>} host
 */
export function serviceHost(host) {
  /** The runs started in this host and not yet ended, by run id. */
  const runs = new Map();
  let lastRun = 0;
  const ready = new Promise((resolvePromise) =>
    host.onMessage((message) => message?.op === 'ready' && resolvePromise()),
  );
  host.onMessage((message) => {
    const run = runs.get(message?.run);
    if (!run) return;
    if (message.op === 'line') run.onLine(message.line);
    else if (message.op === 'exit') {
      runs.delete(message.run);
      run.ended({ code: message.code, signal: null });
    }
  });
  host.exited.then(() => {
    for (const run of runs.values()) run.ended({ code: null, signal: null, error: hostEnded() });
    runs.clear();
  });

  return {
    pid: host.pid,
    ready,
    alive: () => host.alive(),
    /**
     * Runs `entry` as the service `name` in a worker of this host, with `env` as its whole environment and
     * `limits` as its worker's resource limits.
     */
    start(name, entry, { env, limits, logFile, log }) {
      if (!host.alive()) throw hostEnded();
      const output = childOutput(name, { logFile, log });
      const run = (lastRun += 1);
      let endedWith = null;
      let resolveExited;
      const exited = new Promise((resolvePromise) => (resolveExited = resolvePromise));
      exited.then(() => output.end());
      runs.set(run, {
        onLine: output.onLine,
        ended: (result) => {
          endedWith = result;
          resolveExited(result);
        },
      });
      host.send({ op: 'start', run, name, entry, env, limits });
      const alive = () => endedWith === null;
      return {
        name,
        pid: host.pid,
        hosted: true,
        /** Which run of the service this is: `<host pid>/<run>`. */
        instance: `${host.pid}/${run}`,
        exited,
        alive,
        recentOutput: () => [...output.recent],
        waitForLine: (pattern, timeoutMs) => output.waitForLine(pattern, timeoutMs, exited),
        /** Asks it to shut down cleanly; the host ends it after `graceMs`. Resolves once it is gone. */
        async stop(graceMs = 10_000) {
          if (alive()) host.send({ op: 'stop', run, graceMs });
          return exited;
        },
        /** Ends it at once, as a crash would. */
        killNow() {
          if (alive()) host.send({ op: 'kill', run });
        },
      };
    },
  };
}

const hostEnded = () => new Error('its host process ended');
