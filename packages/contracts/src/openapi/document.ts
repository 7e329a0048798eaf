import { z } from 'zod';
import type { RefusalStatus, RouteDeclaration } from '../routes/define';
import { isoDate } from '../primitives';
import { publicRouteAreas, type RouteArea } from '../routes';
import { schemaNames } from './schema-names';

/** A JSON Schema or any part of the document, as plain JSON. */
type Json = { [key: string]: unknown };

const schemaRef = (name: string) => `#/components/schemas/${name}`;
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/**
 * zod's conversion, as every schema of the document is converted: a transform's output (which zod cannot
 * describe) is left open, except dates, which travel as ISO 8601 text (a reply's always a date-time).
 */
const conversion = (io: 'input' | 'output') => ({
  io,
  unrepresentable: 'any' as const,
  override: ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Json }) => {
    if (zodSchema !== isoDate) return;
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(
      jsonSchema,
      io === 'output'
        ? { type: 'string', format: 'date-time' }
        : {
            anyOf: [
              { type: 'string', format: 'date-time' },
              { type: 'string', format: 'date' },
            ],
          },
    );
  },
});

/** Each refusal as the document names it (`#/components/responses/<name>`), with what it means. */
const refusals: Record<RefusalStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'A param, the query or the body is not valid; `field` names the one at fault.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No token, or a token that is not valid, has expired or was ended.',
  },
  403: { name: 'Forbidden', description: "You may not do this (for instance, only the game's admin may)." },
  404: { name: 'NotFound', description: 'It does not exist, or you may not see it.' },
  409: {
    name: 'Conflict',
    description: 'It conflicts with the current state (changed elsewhere, already done, a limit reached).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the route accepts.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; try again after `Retry-After` seconds.' },
  502: {
    name: 'BadGateway',
    description: 'A service this one asked did not answer as it should; try again.',
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'Not ready yet (the card catalogue is still being imported); try again.',
  },
};

/** The refusals a route can give: its own and those every route of its kind gives. */
export function refusalsOf(route: RouteDeclaration): RefusalStatus[] {
  const all = new Set<RefusalStatus>(route.refusals ?? []);
  if (route.params || route.query || route.body || route.headers) all.add(400);
  if (route.token === 'user') all.add(401);
  if (route.body) all.add(413);
  return [...all].sort((a, b) => a - b);
}

/** `/rest/api/deck/:id` as OpenAPI writes it: `/rest/api/deck/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

interface Operation {
  area: RouteArea;
  operationId: string;
  route: RouteDeclaration;
}

const operations = (): Operation[] =>
  publicRouteAreas.flatMap((area) =>
    Object.entries(area.routes).map(([operationId, route]) => ({ area, operationId, route })),
  );

/** The named schemas, and a name for each body and reply that has none (after its operation). */
function componentNames(all: Operation[]): {
  request: Map<z.ZodType, string>;
  reply: Map<z.ZodType, string>;
} {
  const named = new Map(schemaNames.map(([name, schema]) => [schema, name] as const));
  const side = (pick: (route: RouteDeclaration) => z.ZodType | undefined, suffix: string) => {
    const names = new Map(named);
    const owners = new Map<z.ZodType, string[]>();
    for (const { operationId, route } of all) {
      const schema = pick(route);
      if (!schema || named.has(schema)) continue;
      owners.set(schema, [...(owners.get(schema) ?? []), operationId]);
    }
    for (const [schema, [first, ...others]] of owners) {
      // One schema answered by several operations is an entity: it gets a name of its own, not one of theirs.
      if (others.length > 0)
        throw new Error(
          `name the schema shared by ${[first, ...others].join(', ')} in openapi/schema-names.ts`,
        );
      names.set(schema, `${pascal(first!)}${suffix}`);
    }
    return names;
  };
  return {
    request: side((route) => route.body, 'Body'),
    reply: side((route) => (route.replyType ? undefined : route.reply), 'Reply'),
  };
}

/** Every `$ref` a schema makes, by component name. */
function refsIn(json: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(json)) json.forEach((item) => refsIn(item, found));
  else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(schemaRef('')))
        found.add(value.slice(schemaRef('').length));
      else refsIn(value, found);
    }
  }
  return found;
}

/** The schemas a side refers to (its bodies or its replies) and those they refer to, converted with zod. */
function convertSide(
  names: Map<z.ZodType, string>,
  tops: z.ZodType[],
  io: 'input' | 'output',
): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of names) registry.add(schema, { id: name });
  const { schemas } = z.toJSONSchema(registry, { ...conversion(io), uri: schemaRef });
  const reachable = new Set(tops.map((schema) => names.get(schema)!));
  // A Set iterates over what is added while it iterates: every name reached is followed in turn.
  for (const name of reachable) for (const ref of refsIn(schemas[name])) reachable.add(ref);
  return Object.fromEntries(
    [...reachable].map((name) => {
      const { $schema: _dialect, $id: _id, ...schema } = schemas[name] as Json;
      return [name, schema];
    }),
  );
}

/** Renames `$ref`s to the given components (a named schema read differently as a body than as a reply). */
function renameRefs(json: unknown, renamed: Map<string, string>): unknown {
  if (Array.isArray(json)) return json.map((item) => renameRefs(item, renamed));
  if (!json || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.slice(schemaRef('').length);
        return [key, renamed.has(name) ? schemaRef(renamed.get(name)!) : value];
      }
      return [key, renameRefs(value, renamed)];
    }),
  );
}

/** A params, query or headers schema as one parameter per property (inline, as parameters are small). */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query' | 'header'): Json[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { ...conversion('input'), metadata: z.registry() }) as Json;
  const properties = json.properties as Record<string, Json> | undefined;
  if (json.type !== 'object' || !properties) throw new Error(`${where} parameters are declared as an object`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description !== undefined && { description }),
      schema: propertySchema,
    };
  });
}

function successResponse(route: RouteDeclaration, replyNames: Map<z.ZodType, string>): Json {
  const status = route.status ?? 200;
  if (status === 204) return { 204: { description: 'Done; no body.' } };
  const type = route.replyType ?? 'application/json';
  const schema = route.replyType
    ? route.reply
      ? (z.toJSONSchema(route.reply, { ...conversion('output'), metadata: z.registry() }) as Json)
      : undefined
    : { $ref: schemaRef(replyNames.get(route.reply!)!) };
  if (schema) delete schema.$schema;
  return {
    [status]: {
      description: route.summary,
      content: { [type]: schema ? { schema } : {} },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the routes' declarations and the contracts'
 * zod schemas (zod's own JSON Schema conversion): one operation per route, named schemas shared.
 */
export function openApiDocument(): Json {
  const all = operations();
  const names = componentNames(all);
  const bodies = all.flatMap(({ route }) => (route.body ? [route.body] : []));
  const replies = all.flatMap(({ route }) => (route.reply && !route.replyType ? [route.reply] : []));
  const replySchemas = convertSide(names.reply, [...replies, schemaNames[0]![1]], 'output');
  const requestSchemas = convertSide(names.request, bodies, 'input');

  // A schema read the same way in a body and a reply is one component; one that differs (defaults a body
  // may leave out) is `<Name>Input` on the request side.
  const renamed = new Map<string, string>();
  for (const [name, schema] of Object.entries(requestSchemas))
    if (replySchemas[name] && JSON.stringify(replySchemas[name]) !== JSON.stringify(schema))
      renamed.set(name, `${name}Input`);
  const components: Record<string, unknown> = { ...replySchemas };
  for (const [name, schema] of Object.entries(requestSchemas))
    components[renamed.get(name) ?? name] = renameRefs(schema, renamed);
  const requestRef = (schema: z.ZodType) => {
    const name = names.request.get(schema)!;
    return schemaRef(renamed.get(name) ?? name);
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const { area, operationId, route } of all) {
    const path = openApiPath(route.path);
    const operation: Json = {
      operationId,
      tags: [area.name],
      summary: route.summary,
      ...(route.description && { description: route.description }),
      security: route.token === 'user' ? [{ bearer: [] }] : [],
    };
    const parameterList = [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...parameters(route.headers, 'header'),
    ];
    if (parameterList.length > 0) operation.parameters = parameterList;
    if (route.body)
      operation.requestBody = {
        required: true,
        content: { [route.bodyType ?? 'application/json']: { schema: { $ref: requestRef(route.body) } } },
      };
    operation.responses = {
      ...successResponse(route, names.reply),
      ...Object.fromEntries(
        refusalsOf(route).map((status) => [
          status,
          { $ref: `#/components/responses/${refusals[status].name}` },
        ]),
      ),
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Progression API',
      version: '1',
      description:
        'The public API of Progression, served through its gateway: what the web app uses, for bots and tools. Send `Authorization: Bearer <token>` (from POST /authentication/login) on every call that needs a token. Every refusal is JSON `{message, field?}`, the message in words a user may read. A write that published events answers `Progression-Consistency`; send it back with later requests to read what you wrote.',
    },
    servers: [{ url: '/' }],
    tags: publicRouteAreas.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(
        Object.values(refusals).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: schemaRef('Error') } } } },
        ]),
      ),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A token from POST /authentication/login (valid 7 days unless ended by logout or a password change).',
        },
      },
    },
  };
}
