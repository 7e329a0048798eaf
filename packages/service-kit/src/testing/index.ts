/** Test helpers: a real nats-server, the embedded Mongo, a service app wired to both, and tokens. */
export { freePort } from './free-port';
export { startNatsServer, type NatsServerHandle } from './nats-server';
export { startTestInfra, type TestInfra } from './infra';
export { startTestService, type TestService, type TestServiceOptions } from './test-service';
export {
  TEST_KEYS,
  userTokenFor,
  bearerFor,
  serviceBearer,
  badTokens,
  badTokenKinds,
  type BadTokenKind,
} from './tokens';
export { startServiceProcess, type ServiceProcess, type ServiceProcessOptions } from './service-process';
export { repositoryRoot, workspaceDir } from './workspace';
export { requestLog, type RequestLog, type LoggedRequest } from './request-log';
export { refusalBodies } from './refusal-bodies';
export { databaseSnapshot } from './database-snapshot';
export { startCatalogProcess, firstYearCardData, type CatalogProcess } from './catalog-process';
export { startModesProcess } from './modes-process';
export { chromiumFlags, chromiumPath, launchBrowser } from './browser';
export { percentile, report } from './bench';
export { eventually, type EventuallyOptions } from './eventually';
export { testGame, testPlayer } from './game-factories';
export { fakeCalls, type FakeCall, type FakeCalls } from './fake-calls';
export { startStandIn, type StandIn, type StandInAnswers } from './stand-in';
export { callApp, type AppCallClient, type DeclaredCallChecks } from './call-app';
export { testGameEvents, startGamesForUpcasts, type TestGameEvents, type StoredEvent } from './game-events';
