import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { User } from './models/user';

void runService({ env: readEnv(), createApp, outbox: [User] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
