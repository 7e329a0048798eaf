import type { CallDeclaration, CallDeclarations, CallInput, CallReply } from '@progression/contracts';
import { callPath } from '@progression/contracts';
import type { OnBehalf } from '../http/on-behalf-of';
import { serviceClient, type CallOptions, type ServiceClientOptions } from '../service-client';

/** Whether a declaration reads nothing from its caller (so its input may be left out). */
type TakesNothing<D extends CallDeclaration> = D extends
  { params: unknown } | { query: unknown } | { body: unknown }
  ? false
  : true;

/** One declared call as a typed function: its input, and optionally the user it is made for. */
export type CallFunction<D extends CallDeclaration> =
  TakesNothing<D> extends true
    ? (input?: CallInput<D>, onBehalf?: OnBehalf) => Promise<CallReply<D>>
    : (input: CallInput<D>, onBehalf?: OnBehalf) => Promise<CallReply<D>>;

/** A typed client of a set of declarations: a function per declared call, named as declared. */
export type CallClient<C extends CallDeclarations> = { [K in keyof C]: CallFunction<C[K]> };

/** The query's given values (an optional one left out is not sent as "undefined"). */
function definedOnly(query: unknown): CallOptions['query'] {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * The client of another service built from its declarations (`packages/contracts/src/calls`): each call
 * sends its params in the path, its query and its JSON body, with this service's token (or the user's
 * `authorization` when given), and parses the answer with the declared reply. Errors as `serviceClient`:
 * the callee's 400, 404 and 409 pass through, anything else is a 502.
 *
 *   const games = callClient(gamesCalls, { baseUrl: env.GAMES_URL, serviceName, secret });
 *   const { game, players } = await games.internalGame({ params: { id: gameId } });
 */
export function callClient<C extends CallDeclarations>(
  declarations: C,
  options: ServiceClientOptions,
): CallClient<C> {
  const client = serviceClient(options);
  const functions = Object.entries(declarations).map(([name, declaration]) => {
    const call = (
      input: Partial<Record<'params' | 'query' | 'body', unknown>> = {},
      onBehalf: OnBehalf = {},
    ) =>
      client.request(
        declaration.method,
        callPath(declaration.path, input.params as Record<string, unknown>),
        declaration.reply,
        {
          ...onBehalf,
          query: definedOnly(input.query),
          body: input.body,
        },
      );
    return [name, call];
  });
  return Object.fromEntries(functions) as CallClient<C>;
}

/**
 * This service's clients of others, each built from the callee's declarations with this service's name and
 * secret: `const clientOf = callClientsOf(env); const games = clientOf(gamesCalls, env.GAMES_URL);`
 */
export function callClientsOf(env: { SERVICE_NAME: string; SERVICE_SECRET: string }) {
  return <C extends CallDeclarations>(declarations: C, baseUrl: string): CallClient<C> =>
    callClient(declarations, { baseUrl, serviceName: env.SERVICE_NAME, secret: env.SERVICE_SECRET });
}
