import { createLogger, describeEnv } from '@progression/service-kit';
import { createGateway } from './app';
import { readEnv } from './env';

function main() {
  const env = readEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  logger.info({ env: describeEnv(env) }, 'starting');
  const server = createGateway({ env, logger }).listen(env.PORT, () =>
    logger.info({ port: env.PORT }, 'listening'),
  );
  server.keepAliveTimeout = 65_000;
  const shutdown = () => {
    logger.info('shutting down');
    // Stop accepting; requests in flight finish, then the process exits.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
