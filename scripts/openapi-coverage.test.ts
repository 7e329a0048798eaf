import type { Middleware } from 'koa';
import { z } from 'zod';
import { publicRouteAreas, type RouteDeclaration } from '@progression/contracts/openapi';
import { routesOfService, serviceNames, type ServedRoute } from './lib/service-routes';

type Part = 'params' | 'query' | 'body';
const parts: Part[] = ['params', 'query', 'body'];

const isInternal = (path: string) => path === '/internal' || path.startsWith('/internal/');
const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** The declarations by `METHOD path`, with their area's service. */
const declared = new Map(
  publicRouteAreas.flatMap((area) =>
    Object.entries(area.routes).map(([operationId, route]) => [
      key(route),
      { service: area.service, operationId, route },
    ]),
  ),
);

/**
 * What a schema accepts, as JSON Schema: each service is loaded with its own module registry, so its
 * schemas are other objects than the test's, alike only in what they accept.
 */
const accepted = (schema: unknown) =>
  JSON.stringify(
    z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', metadata: z.registry() }),
  );

/** The schemas a route's validators parse (the service kit's `validate` keeps them on the middleware). */
const validatedSchemas = (stack: Middleware[]) =>
  stack.flatMap((middleware) => {
    const schemas = (middleware as { schemas?: Partial<Record<Part, unknown>> }).schemas;
    return schemas ? parts.flatMap((part) => (schemas[part] ? [{ part, schema: schemas[part] }] : [])) : [];
  });

/** Routes that parse a declared part themselves, and why. */
const parsedByHand: Record<string, Part> = {
  // The signature is checked over the raw body first; the route then parses it with the declared schema.
  'POST /integrations/discord/interactions': 'body',
};

describe('the OpenAPI document covers every public route the services serve', () => {
  let served: ServedRoute[] = [];

  beforeAll(async () => {
    for (const service of serviceNames()) served.push(...(await routesOfService(service)));
    served = served.filter(({ path }) => !isInternal(path));
  });

  it('reads the routes from every service', () => {
    expect(new Set(served.map(({ service }) => service))).toEqual(new Set(serviceNames()));
  });

  it('declares every public route a service serves, as that service', () => {
    const undeclared = served.filter((route) => declared.get(key(route))?.service !== route.service);
    expect(undeclared.map((route) => `${route.service}: ${key(route)}`)).toEqual([]);
  });

  it('declares no route that no service serves', () => {
    const servedKeys = new Set(served.map(key));
    const phantom = [...declared.keys()].filter((route) => !servedKeys.has(route));
    expect(phantom).toEqual([]);
  });

  it("parses each route's params, query and body as its declaration says", () => {
    const drifted: string[] = [];
    for (const route of served) {
      const declaration = declared.get(key(route))?.route;
      if (!declaration) continue;
      const validated = validatedSchemas(route.stack);
      for (const { part, schema } of validated)
        if (!declaration[part] || accepted(declaration[part]) !== accepted(schema))
          drifted.push(`${key(route)}: its ${part} is not the declared one`);
      for (const part of ['query', 'body'] as const)
        if (
          declaration[part] &&
          !validated.some((entry) => entry.part === part) &&
          parsedByHand[key(route)] !== part
        )
          drifted.push(`${key(route)}: declares a ${part} the route does not parse`);
    }
    expect(drifted).toEqual([]);
  });

  it('declares a token for every /rest/api route (the kit guards them all) and logout, none elsewhere', () => {
    // The service kit guards every /rest/api route with a token; /authentication, images and Discord's
    // interactions are open, and logout reads the token it ends itself.
    const needsToken = (route: RouteDeclaration) => route.token === 'user';
    for (const { route } of declared.values())
      expect([key(route), needsToken(route)]).toEqual([
        key(route),
        route.path.startsWith('/rest/api/') || route.path === '/authentication/logout',
      ]);
  });
});
