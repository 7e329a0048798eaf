import Ajv2020 from 'ajv/dist/2020';
import vendoredSchema from './oas-3.1/schema.json';
import { openApiDocument, openApiPath } from './document';
import { publicRouteAreas } from '../routes';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = openApiDocument() as Json;
const operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, operation]) => ({ path, method, operation: operation as Json })),
);

/**
 * The vendored schema as ajv can read it. ajv resolves `$dynamicRef: "#meta"` to the schema's root
 * (ajv-validator/ajv#1745); in this schema the one `$dynamicAnchor: meta` is `$defs/schema` and nothing
 * overrides it, so the reference means `$ref: "#/$defs/schema"`, which ajv follows.
 */
const oasSchema = JSON.parse(
  JSON.stringify(vendoredSchema).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
) as object;

/** Every JSON Schema in the document that is a body, a reply or a parameter's, with where it is. */
function schemasOf(): Array<{ where: string; schema: unknown }> {
  const found: Array<{ where: string; schema: unknown }> = [];
  for (const [name, schema] of Object.entries(document.components.schemas as Json))
    found.push({ where: `components.schemas.${name}`, schema });
  for (const { path, method, operation } of operations)
    for (const parameter of (operation.parameters ?? []) as Json[])
      found.push({ where: `${method} ${path} ${parameter.name}`, schema: parameter.schema });
  return found;
}

describe('the OpenAPI document', () => {
  it('is valid against the OpenAPI 3.1 schema (JSON Schema 2020-12)', () => {
    // Formats are annotations in 2020-12 unless a format-assertion vocabulary is asked for.
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(oasSchema);
    const valid = validate(document);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('holds only schemas that are valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const { where, schema } of schemasOf()) {
      const valid = ajv.validateSchema(schema as object);
      expect([where, ajv.errors ?? []]).toEqual([where, []]);
      expect(valid).toBe(true);
    }
  });

  it('refuses a document with a mistake, so the check above can fail', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(oasSchema);
    const broken = structuredClone(document);
    broken.paths['/rest/api/deck'].get.responses = { 200: { content: {} } }; // a response needs a description
    expect(validate(broken)).toBe(false);
  });

  it('has one operation per declared route, each with a unique operationId, a tag and a summary', () => {
    const declared = publicRouteAreas.flatMap((area) =>
      Object.entries(area.routes).map(
        ([id, route]) => `${route.method.toLowerCase()} ${openApiPath(route.path)} ${id}`,
      ),
    );
    expect(
      operations.map(({ path, method, operation }) => `${method} ${path} ${operation.operationId}`).sort(),
    ).toEqual(declared.sort());
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.tags).toHaveLength(1);
      expect(operation.summary).toMatch(/\w/);
    }
  });

  it('gives every JSON body and reply a named schema, so a generated client has a type for each', () => {
    for (const { operation } of operations) {
      const contents = [
        operation.requestBody?.content,
        ...Object.values(operation.responses as Json).map((response: Json) => response.content),
      ];
      for (const content of contents) {
        const json = content?.['application/json'];
        if (json)
          expect(json.schema).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\/[A-Z]\w+$/) });
      }
    }
  });

  it('refers only to schemas and responses it has', () => {
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind, name] of refs) expect(Object.keys(document.components[kind!])).toContain(name);
  });

  it('describes each refusal as the error shape {message, field?}', () => {
    expect(document.components.schemas.Error).toEqual({
      type: 'object',
      properties: {
        message: { type: 'string', description: expect.any(String) },
        field: { type: 'string', description: expect.any(String) },
      },
      required: ['message'],
      additionalProperties: false,
    });
    for (const { operation } of operations)
      for (const [status, response] of Object.entries(operation.responses as Json))
        if (Number(status) >= 400) expect(response.$ref).toMatch(/^#\/components\/responses\/\w+$/);
  });

  it('asks for a bearer token exactly where the route needs one', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const byId = new Map(
      publicRouteAreas.flatMap((area) => Object.entries(area.routes)).map(([id, route]) => [id, route]),
    );
    for (const { operation } of operations) {
      const route = byId.get(operation.operationId)!;
      expect(operation.security).toEqual(route.token === 'user' ? [{ bearer: [] }] : []);
      expect(Boolean(operation.responses[401])).toBe(
        route.token === 'user' || route.refusals?.includes(401) === true,
      );
    }
    // Logging in and registering need no token; reading your games does.
    expect(document.paths['/authentication/login'].post.security).toEqual([]);
    expect(document.paths['/rest/api/progression-game'].get.security).toEqual([{ bearer: [] }]);
  });

  it('names the path params in the path, and a schema for every parameter', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const declared = ((operation.parameters ?? []) as Json[])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect(declared.sort()).toEqual(inPath.sort());
    }
    for (const { where, schema } of schemasOf()) expect([where, typeof schema]).toEqual([where, 'object']);
  });

  it('describes the non-JSON replies by their media type', () => {
    expect(Object.keys(document.paths['/rest/api/collection/export'].get.responses[200].content)).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(document.paths['/rest/api/notifications/stream'].get.responses[200].content)).toEqual([
      'text/event-stream',
    ]);
    expect(Object.keys(document.paths['/card-images/{kind}/{file}'].get.responses[200].content)).toEqual([
      'image/jpeg',
    ]);
  });
});
