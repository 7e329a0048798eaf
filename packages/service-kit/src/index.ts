export {
  loadEnv,
  parseEnv,
  pemKey,
  baseEnvShape,
  databaseInUrl,
  describeEnv,
  EnvError,
  type BaseEnv,
  type ServiceEnv,
} from './env';
export { createLogger, type Logger } from './logger';
export {
  HttpError,
  BadRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  Conflict,
  TooManyRequests,
  BadGateway,
} from './errors';
export { isDuplicateKey, mapMongoError, type MappedMongoError } from './mongo-errors';
export { findOr404 } from './lookups';
export { userQuota, type UserQuota, type UserQuotaOptions } from './quota';
export { onBehalfOf, type OnBehalf } from './http/on-behalf-of';
export { errorHandler, mapError, type ErrorBody } from './http/error-handler';
export {
  authenticate,
  signUserToken,
  signServiceToken,
  verifyToken,
  verifyTokenDetails,
  currentPrincipal,
  currentToken,
  currentUser,
  requireService,
  isServicePrincipal,
  type AuthenticateOptions,
  type Principal,
  type UserPrincipal,
  type ServicePrincipal,
  type SignUserTokenOptions,
  type TokenKeys,
  type VerifiedToken,
} from './auth';
export { VerifiedTokens } from './verified-tokens';
export {
  announceRevocations,
  RevocationList,
  startRevocationList,
  type RevocationListOptions,
} from './revocations';
export { validate, type RequestSchemas, type Validator } from './http/validate';
export { textBody, type TextBodyOptions } from './http/text-body';
export {
  access,
  anyCaller,
  anyone,
  anyUser,
  servicesOnly,
  isAccessCheck,
  type Access,
  type AccessContext,
  type AccessOptions,
} from './http/access';
export { routesOf, routesOfApp, routesReadingBodyBeforeAccess, type RouteEntry } from './http/route-order';
export { requestContext } from './http/request-context';
export { answerClientErrorsAsJson } from './http/client-errors';
export { announceListening } from './http/announce-listening';
export { closeServer, SHUTDOWN_GRACE_MS } from './http/close-server';
export { rateLimit, type RateLimitOptions } from './http/rate-limit';
export { createMetrics, type ServiceMetrics } from './http/metrics';
export {
  checkReadiness,
  liveness,
  readiness,
  type CheckResult,
  type ReadinessChecks,
  type ReadinessReport,
} from './http/health';
export { createServiceApp, type ServiceAppOptions } from './http/create-service-app';
export { guardPaths } from './http/guard-paths';
export { connectMongo, mongoIsReady, type ConnectMongoOptions } from './mongo';
export { connectEvents, type EventBus, type ConnectEventsOptions } from './events/bus';
export { natsConnectionOptions, type NatsConnectionOptions } from './events/nats-servers';
export { defineHandler, type EventHandler, type HandlerContext, type StartFrom } from './events/handler';
export { consumerName, filterSubject, type RetrySettings } from './events/consumer-config';
export { type StreamSettings } from './events/stream-config';
export { inboxField, withInbox, applyOnce, inboxSize, type InboxModel } from './events/inbox';
export {
  applyOwnedCountChange,
  ownedCountId,
  ownedCountSchema,
  type OwnedCount as OwnedCountRecord,
} from './projections/owned-counts';
export { listDeadLetters, requestReplay, deadLetterCollection, type DeadLetter } from './events/dead-letters';
export {
  outboxField,
  recordEvent,
  outboxPush,
  flushOutbox,
  startOutboxRelay,
  type WithOutbox,
  type OutboxModel,
  type OutboxRelay,
  type SavedOutbox,
} from './events/outbox';
export { type ServiceEventsOptions } from './events/service-events';
export { gamesUpcastSources } from './events/upcast-sources';
export { createConsistency, type Consistency, type ConsistencyOptions } from './events/consistency';
export { readYourWrites } from './http/consistency';
export {
  serviceClient,
  type ServiceClient,
  type ServiceClientOptions,
  type CallOptions,
} from './service-client';
export { serveCall, type CallHandler, type ServeCallOptions } from './calls/serve';
export { callClient, callClientsOf, type CallClient, type CallFunction } from './calls/client';
export { runService, type RunServiceOptions, type RunningService, type ServiceDeps } from './run-service';
