import { isMainThread, parentPort } from 'node:worker_threads';
import {
  announceListening,
  answerClientErrorsAsJson,
  closeServer,
  createLogger,
  createMetrics,
  describeEnv,
  RevocationList,
} from '@progression/service-kit';
import { reduceMemoryWhenIdle } from '@progression/idle-memory';
import { createGateway } from './app';
import { readEnv } from './env';
import { createInternalApp } from './internal-app';

function main() {
  const env = readEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  logger.info({ env: describeEnv(env) }, 'starting');
  const metrics = createMetrics('gateway');
  const revocations = env.IDENTITY_URL
    ? new RevocationList({
        identityUrl: env.IDENTITY_URL,
        serviceName: 'gateway',
        serviceSecret: env.SERVICE_SECRET,
        logger,
        refreshMs: env.REVOCATION_REFRESH_MS,
      })
    : undefined;
  revocations?.start();
  const server = answerClientErrorsAsJson(
    createGateway({ env, logger, metrics, revocations }).listen(env.PORT, env.HOST, () =>
      announceListening(server, logger, env.HOST),
    ),
  );
  server.keepAliveTimeout = 65_000;
  // What a burst of requests left in the heap goes back to the system once the gateway is idle again.
  const stopReducingMemory = reduceMemoryWhenIdle('thread');
  const internal = createInternalApp({ env, logger, metrics }).listen(
    env.INTERNAL_PORT,
    env.INTERNAL_HOST,
    () => logger.info({ host: env.INTERNAL_HOST, port: env.INTERNAL_PORT }, 'internal port listening'),
  );
  const shutdown = () => {
    logger.info('shutting down');
    revocations?.stop();
    stopReducingMemory();
    // Stop accepting; requests in flight finish, then the process exits.
    void Promise.all([closeServer(server), closeServer(internal)]).then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // Hosted in a worker thread of the service host, where signals never arrive: the host asks by message.
  if (!isMainThread)
    parentPort?.on('message', (message: { type?: string } | undefined) => {
      if (message?.type === 'stop') shutdown();
    });
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
