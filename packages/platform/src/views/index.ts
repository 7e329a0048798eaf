export { AreaNotFound } from './AreaNotFound';
export { GameNotStarted, RequireStartedGame } from './GameNotStarted';
export { QueryState } from './QueryState';
export { lazyPage } from './lazy-page';
