export { startTestStack, type TestStack, type TestStackOptions } from './stack';
export { chromiumPath, launchBrowser, newPage, type RecordedPage } from './browser';
export {
  apiClient,
  login,
  loginInBrowser,
  registerUser,
  uniqueUser,
  type Api,
  type ApiResponse,
  type TestUser,
} from './api';
export { eventually, ok, publishEvent, screenshots } from './helpers';
export { visit } from './navigation';
export { pulledCardName, rawEnumValuesIn, rawEnumValuesOn } from './labels';
export { catalogSets, createGame, createMode, setIdOf, type SetSummary } from './league';
export { seriousViolations, smallTargets, wcagViolations } from './accessibility';
