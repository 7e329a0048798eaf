import { createLifecycles } from '@progression/platform';

/**
 * The single-spa lifecycles the shell loads as `mf_games/lifecycles`; the routes load on first bootstrap, or
 * before it when the shell preloads the area.
 */
const lifecycles = createLifecycles({ load: () => import('./App') });

export const { bootstrap, mount, unmount, preload } = lifecycles;
