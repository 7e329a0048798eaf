import type Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { isAccessCheck } from './access';
import type { RequestSchemas, Validator } from './validate';

/** A route of a router: its methods, its full path and its middlewares in order. */
export interface RouteEntry {
  methods: string[];
  path: string;
  stack: Middleware[];
}

/** Every route the routers register (HEAD, which koa-router adds to each GET, left out). */
export function routesOf(routers: Router[]): RouteEntry[] {
  return routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .map((layer) => ({
        methods: layer.methods.filter((method) => method !== 'HEAD'),
        path: String(layer.path),
        stack: layer.stack as Middleware[],
      })),
  );
}

/** Every route of a built app: the routers `createServiceApp` mounted (koa-router's middleware names its router). */
export function routesOfApp(app: Koa): RouteEntry[] {
  const routers = app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: Router }).router;
    return router ? [router] : [];
  });
  return routesOf(routers);
}

const readsBody = (middleware: Middleware) =>
  Boolean((middleware as Partial<Validator<RequestSchemas>>).schemas?.body);

/** Routes that parse a body before (or without) an access check: a refused caller would learn its rules. */
export function routesReadingBodyBeforeAccess(routers: Router[]): string[] {
  return routesOf(routers)
    .filter(({ stack }) => {
      const body = stack.findIndex(readsBody);
      const check = stack.findIndex(isAccessCheck);
      return body >= 0 && (check < 0 || check > body);
    })
    .map(({ methods, path }) => `${methods.join(',')} ${path}`);
}
