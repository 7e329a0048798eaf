export { api, type RequestOptions } from './api';
export { ApiError } from './api-error';
export { login, logout, register, verifyStoredToken } from './auth';
export { isAreaDeployed } from './deployed-areas';
export {
  federationManifestUrl,
  loadFederationManifest,
  parseManifest,
  type FederationManifest,
} from './federation-manifest';
export { fetchActivePlayer, fetchGameById, fetchGames, fetchPlayersOfGame } from './games-api';
export { flash, remainingTime, type FlashMessage, type FlashType } from './flash';
export {
  useFlashMessages,
  useObservable,
  usePathname,
  useRemainingTime,
  useSelectedGameId,
  useSharedState,
  useThemeMode,
  useToken,
} from './hooks';
export { createLifecycles, type LifecycleOptions, type MicrofrontendProps } from './lifecycles';
export { currentPath, navigate, subscribeToLocation } from './navigation';
export { onReset, resetState } from './reset';
export { selectedGame } from './selected-game';
export { session } from './session';
export { createState, createStoredState, type SharedState, type WritableState } from './state';
export { storageKeys } from './storage';
export { theme, type ThemeMode } from './theme';
export { useIsAreaDeployed } from './use-area-deployed';
export { useReloadableRequest, useRequest, type RequestState } from './use-request';
