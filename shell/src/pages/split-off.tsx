import { lazyComponent } from '@progression/platform';
import type { ComponentType } from 'react';
import { LoadingView } from './LoadingView';

/** A shell component in a chunk of its own (its module's default export), the loading view standing in. */
export const splitOff = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyComponent(() => load().then((module) => module.default), <LoadingView />);
