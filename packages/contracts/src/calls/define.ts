import type { z } from 'zod';

/** The HTTP methods a call between services uses. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route a service serves to others, declared once: the owner serves it from this declaration and every
 * caller's client is built from it (`serveCall`, `callClient`, `fakeCalls` and `startStandIn` in the
 * service kit). `path` is the full path with `:name` for each param.
 */
export interface CallDeclaration {
  method: CallMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply: z.ZodType;
}

/** A service's declared calls, by the name callers use. */
export type CallDeclarations = Record<string, CallDeclaration>;

type Part<D, K extends 'params' | 'query' | 'body', Use extends 'in' | 'out'> = D extends {
  [key in K]: infer S extends z.ZodType;
}
  ? { [key in K]: Use extends 'in' ? z.input<S> : z.output<S> }
  : { [key in K]?: never };

/**
 * What a caller gives: params and query as the owner reads them once parsed (each value is sent as text,
 * a list as repeated parameters), the body as JSON before the owner's defaults.
 */
export type CallInput<D extends CallDeclaration> = Part<D, 'params', 'out'> &
  Part<D, 'query', 'out'> &
  Part<D, 'body', 'in'>;

/** What the owner's handler reads: every part as its schema parsed it. */
export type CallRequest<D extends CallDeclaration> = Part<D, 'params', 'out'> &
  Part<D, 'query', 'out'> &
  Part<D, 'body', 'out'>;

/** What the owner answers (before the caller parses it). */
export type CallReplyInput<D extends CallDeclaration> = z.input<D['reply']>;

/** What the caller reads, parsed with the reply schema. */
export type CallReply<D extends CallDeclaration> = z.output<D['reply']>;

/** Declares one call (the object as given, its types kept). */
export function defineCall<const D extends CallDeclaration>(declaration: D): D {
  if (!declaration.path.startsWith('/'))
    throw new Error(`a call's path starts with "/": ${declaration.path}`);
  const named = [...declaration.path.matchAll(/:(\w+)/g)].length > 0;
  if (named !== Boolean(declaration.params))
    throw new Error(
      `${declaration.method} ${declaration.path}: params are declared exactly when the path names some`,
    );
  return declaration;
}

/** The path with each `:name` replaced by its param, URL-encoded. */
export function callPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
