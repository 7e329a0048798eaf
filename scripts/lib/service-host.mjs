// The service host: one Node process that runs several services, each in its own worker thread. A worker
// has its own V8 isolate, module registry, heap limit, environment, database connection and event
// consumers, so each service stays its own app; sharing the process spares the Node runtime a service
// would otherwise pay once each (see docs/decisions.md, "One process hosts the services").
//
// The stack (stack.mjs, through hosted-child.mjs) drives it over the IPC channel:
//   in:  {op: 'start', name, entry, env, limits}   start a service's built entry in a new worker
//        {op: 'stop', name, graceMs}               ask it to shut down cleanly; end it after graceMs
//        {op: 'kill', name}                        end it at once (as a crash would)
//   out: {op: 'line', name, line}                  one line the service printed
//        {op: 'exit', name, code, runId}           its worker ended (code 0: after a clean stop)
//        {op: 'started', name, runId}              its worker was made (runId tells one run from the next)
// A worker that throws, exits or runs out of its heap ends alone; the others run on, and the stack starts
// it again. When the stack goes away the host ends its workers and exits.
import { Worker } from 'node:worker_threads';
import { createInterface } from 'node:readline';

/** @type {Map<string, {worker: Worker, runId: number, timer?: NodeJS.Timeout}>} */
const running = new Map();
let nextRunId = 1;

const send = (message) => {
  if (process.connected) process.send(message);
};

function start({ name, entry, env, limits }) {
  if (running.has(name)) return;
  const worker = new Worker(entry, {
    env,
    argv: [],
    stdout: true,
    stderr: true,
    name,
    resourceLimits: limits,
  });
  const run = { worker, runId: nextRunId++ };
  running.set(name, run);
  for (const stream of [worker.stdout, worker.stderr])
    createInterface({ input: stream }).on('line', (line) => send({ op: 'line', name, line }));
  send({ op: 'started', name, runId: run.runId });
  worker.on('error', (error) =>
    send({ op: 'line', name, line: `uncaught: ${error?.stack ?? String(error)}` }),
  );
  worker.once('exit', (code) => {
    clearTimeout(run.timer);
    if (running.get(name) === run) running.delete(name);
    send({ op: 'exit', name, code, runId: run.runId });
  });
}

function stop({ name, graceMs = 10_000 }) {
  const run = running.get(name);
  if (!run) return send({ op: 'exit', name, code: 0, runId: 0 });
  // Signals reach processes only: the service's kit listens for this message instead (run-service.ts).
  run.worker.postMessage({ type: 'stop' });
  run.timer ??= setTimeout(() => void run.worker.terminate(), graceMs);
}

function kill({ name }) {
  void running.get(name)?.worker.terminate();
}

process.on('message', (message) => {
  if (message?.op === 'start') start(message);
  else if (message?.op === 'stop') stop(message);
  else if (message?.op === 'kill') kill(message);
});

/** Ends every worker (cleanly when asked by a signal, at once when the stack is gone), then exits. */
async function stopAll(graceMs) {
  const ended = [...running.values()].map(
    ({ worker }) => new Promise((resolvePromise) => worker.once('exit', resolvePromise)),
  );
  for (const name of running.keys()) stop({ name, graceMs });
  await Promise.all(ended);
  process.exit(0);
}
process.once('SIGTERM', () => void stopAll(10_000));
process.once('SIGINT', () => void stopAll(10_000));
// The stack died without stopping us: nothing would start a service again, so nothing should run.
process.once('disconnect', () => void stopAll(0));
send({ op: 'ready' });
