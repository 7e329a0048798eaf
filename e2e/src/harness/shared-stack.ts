// The stack the suites of one run of the browser tests share: started once by the run's global setup,
// stopped by its global teardown. Starting a stack costs seconds; a suite that needs its own (other
// options, or members to crash) still starts one.
import {
  sharedStackAddresses,
  sharedStackOptions,
  sharedStackVariable,
  startOwnTestStack,
  type TestStack,
} from './stack';

const holder = globalThis as { progressionSharedStack?: TestStack };

export async function startSharedStack(): Promise<void> {
  const stack = await startOwnTestStack(sharedStackOptions);
  holder.progressionSharedStack = stack;
  process.env[sharedStackVariable] = sharedStackAddresses(stack);
}

export async function stopSharedStack(): Promise<void> {
  await holder.progressionSharedStack?.stop();
  delete holder.progressionSharedStack;
  delete process.env[sharedStackVariable];
}
