export { AreaNotFound } from './AreaNotFound';
export { GameNotStarted } from './GameNotStarted';
export { QueryState } from './QueryState';
