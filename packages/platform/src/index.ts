export { api, type RequestOptions } from './api';
export { registeredDeckPath } from './area-paths';
export { cardSize } from './card-size';
export { ApiError } from './api-error';
export { logout, startSession } from './auth';
export { DataProvider } from './data-provider';
export { isAreaDeployed } from './deployed-areas';
export { flashFailure } from './flash-failure';
export {
  federationManifestUrl,
  loadFederationManifest,
  parseManifest,
  type FederationManifest,
} from './federation-manifest';
export { flash, remainingTime, type FlashMessage, type FlashType } from './flash';
export {
  useFlashMessages,
  usePathname,
  useRemainingTime,
  useSelectedGameId,
  useSharedState,
  useCardSize,
  useThemeMode,
  useToken,
} from './hooks';
export { createLifecycles, type LifecycleOptions, type MicrofrontendProps } from './lifecycles';
export { lazyComponent } from './lazy-component';
export { currentPath, navigate, subscribeToLocation } from './navigation';
export { queryClient } from './query-client';
export { onReset, resetState } from './reset';
export { gameIdInPath, selectedGame } from './selected-game';
export { session } from './session';
export { createState, createStoredState, type SharedState, type WritableState } from './state';
export { storageKeys } from './storage';
export { theme, type ThemeMode } from './theme';
export { useIsAreaDeployed } from './use-area-deployed';
