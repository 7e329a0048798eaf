// The service host: one Node process that runs several services, each in its own worker thread. A worker
// has its own V8 isolate, module registry, heap limit, environment, database connection and event
// consumers, so each service stays its own app; sharing the process spares the Node runtime a service
// would otherwise pay once each (see docs/decisions.md, "One process hosts the services").
//
// The stack (stack.mjs, through hosted-child.mjs) drives it over the IPC channel; `run` is the stack's id
// of one run of a service, so a late message about an old run never reaches the next one:
//   in:  {op: 'start', run, name, entry, env, limits}   start a service's built entry in a new worker
//        {op: 'stop', run, graceMs}                      ask it to shut down cleanly; end it after graceMs
//        {op: 'kill', run}                               end it at once (as a crash would)
//   out: {op: 'ready'}                                   the host listens
//        {op: 'line', run, line}                         one line the service printed
//        {op: 'exit', run, code}                         its worker ended, or never started (code 0: clean)
// A worker that throws, exits or runs out of its heap ends alone; the others run on, and the stack starts
// it again. When the stack goes away the host ends its workers and exits.
import { Worker } from 'node:worker_threads';
import { createInterface } from 'node:readline';

/** @type {Map<number, {worker: Worker, timer?: NodeJS.Timeout}>} the running workers by run */
const running = new Map();

const send = (message) => {
  // A stack that just went away cannot be told; `disconnect` below ends everything.
  if (process.connected) process.send(message, () => {});
};

function start({ run, name, entry, env, limits }) {
  let worker;
  try {
    worker = new Worker(entry, { env, argv: [], stdout: true, stderr: true, name, resourceLimits: limits });
  } catch (error) {
    send({ op: 'line', run, line: `could not start: ${error?.message ?? String(error)}` });
    send({ op: 'exit', run, code: 1 });
    return;
  }
  const entryOfRun = { worker };
  running.set(run, entryOfRun);
  for (const stream of [worker.stdout, worker.stderr])
    createInterface({ input: stream }).on('line', (line) => send({ op: 'line', run, line }));
  worker.on('error', (error) =>
    send({ op: 'line', run, line: `uncaught: ${error?.stack ?? String(error)}` }),
  );
  worker.once('exit', (code) => {
    clearTimeout(entryOfRun.timer);
    running.delete(run);
    send({ op: 'exit', run, code });
  });
}

function stop({ run, graceMs = 10_000 }) {
  const entryOfRun = running.get(run);
  if (!entryOfRun) return send({ op: 'exit', run, code: 0 });
  // Signals reach processes only: the service's kit listens for this message instead (run-service.ts).
  entryOfRun.worker.postMessage({ type: 'stop' });
  if (graceMs === 0) return void entryOfRun.worker.terminate();
  entryOfRun.timer ??= setTimeout(() => void entryOfRun.worker.terminate(), graceMs);
}

function kill({ run }) {
  void running.get(run)?.worker.terminate();
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
  for (const run of running.keys()) stop({ run, graceMs });
  await Promise.all(ended);
  process.exit(0);
}
process.once('SIGTERM', () => void stopAll(10_000));
process.once('SIGINT', () => void stopAll(10_000));
// The stack died without stopping us: nothing would start a service again, so nothing should run.
process.once('disconnect', () => void stopAll(0));
send({ op: 'ready' });
