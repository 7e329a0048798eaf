// A service run in the service host (service-host.mjs) as the stack sees it: one run of it, with the same
// shape as a child process of child.mjs (output, exited, alive, stop, killNow), so member.mjs keeps it
// running the same way. When the host process itself ends, every service it ran ends with it.
import { childOutput } from './child.mjs';

/**
 * Talks to one host process (a child of child.mjs started with `ipc`): `start` runs a service in it.
 * @param {ReturnType<import('./child.mjs').startChild>} host
 */
export function serviceHost(host) {
  /** The run of each service now in this host, by name. */
  const runs = new Map();
  const ready = new Promise((resolvePromise) =>
    host.onMessage((message) => message?.op === 'ready' && resolvePromise()),
  );
  host.onMessage((message) => {
    const run = runs.get(message?.name);
    if (!run) return;
    if (message.op === 'line') run.onLine(message.line);
    else if (message.op === 'started') run.started(message.runId);
    else if (message.op === 'exit' && (message.runId === 0 || message.runId === run.runId())) {
      runs.delete(message.name);
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
      let endedWith = null;
      let runId = null;
      let resolveExited;
      const exited = new Promise((resolvePromise) => (resolveExited = resolvePromise));
      exited.then(() => output.end());
      runs.set(name, {
        onLine: output.onLine,
        started: (id) => (runId = id),
        runId: () => runId,
        ended: (result) => {
          endedWith = result;
          resolveExited(result);
        },
      });
      host.send({ op: 'start', name, entry, env, limits });
      const alive = () => endedWith === null;
      return {
        name,
        pid: host.pid,
        /** Which run of the service this is in its host (`<host pid>/<run>`), once it started. */
        get instance() {
          return runId === null ? undefined : `${host.pid}/${runId}`;
        },
        exited,
        alive,
        recentOutput: () => [...output.recent],
        waitForLine: (pattern, timeoutMs) => output.waitForLine(pattern, timeoutMs, exited),
        /** Asks it to shut down cleanly; the host ends it after `graceMs`. Resolves once it is gone. */
        async stop(graceMs = 10_000) {
          if (alive()) host.send({ op: 'stop', name, graceMs });
          return exited;
        },
        /** Ends it at once, as a crash would. */
        killNow() {
          if (alive()) host.send({ op: 'kill', name });
        },
      };
    },
  };
}

const hostEnded = () => new Error('its host process ended');
