import { runService } from '@progression/service-kit';
import { createApp } from './app';
import { readEnv } from './env';
import { User } from './models/user';

// No revocation list read from itself: identity's authenticate asks its own store.
void runService({ env: readEnv(), createApp, outbox: [User], revocationList: false }).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
