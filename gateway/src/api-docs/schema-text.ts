/** A JSON Schema (or any part of the OpenAPI document) as plain JSON. */
export type Json = { [key: string]: unknown };

/** Text made safe for HTML, attributes included. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Prose from the document made safe for HTML, its `code` spans set as code. */
export const proseHtml = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** The anchor of a named schema on the page. */
export const schemaAnchor = (name: string) => `schema-${name}`;

/** A link to a named schema. */
export const schemaLink = (name: string) =>
  `<a href="#${schemaAnchor(name)}" class="type-link">${escapeHtml(name)}</a>`;

// zod writes JavaScript's safe-integer bounds on every integer: they say nothing to a reader.
const isSafeIntegerBound = (value: unknown) =>
  value === Number.MAX_SAFE_INTEGER || value === Number.MIN_SAFE_INTEGER;

/** A schema's type in a few words (HTML): `Game[]`, `string | null`, `"DEFAULT" | "NAME"`, `object`. */
export function typeHtml(schema: Json | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return schemaLink(refName(schema.$ref));
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (union) return [...new Set(union.map(typeHtml))].join(' | ');
  if (schema.type === 'array') {
    const item = typeHtml(schema.items as Json | undefined);
    return /\|/.test(item) ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties)
    return `map of ${typeHtml(schema.additionalProperties as Json)}`;
  if (Array.isArray(schema.type)) return schema.type.map((type) => escapeHtml(String(type))).join(' | ');
  const base = escapeHtml(String(schema.type ?? 'any'));
  return schema.format ? `${base} (${escapeHtml(String(schema.format))})` : base;
}

/** What else a schema asks of a value, in plain words: lengths, bounds, a pattern, a default. */
export function constraintsOf(schema: Json | undefined): string[] {
  if (!schema) return [];
  const notes: string[] = [];
  const bound = (key: string, text: (value: unknown) => string) => {
    if (schema[key] !== undefined && !isSafeIntegerBound(schema[key])) notes.push(text(schema[key]));
  };
  const characters = (value: unknown) => `${String(value)} character${value === 1 ? '' : 's'}`;
  bound('minLength', (value) => `at least ${characters(value)}`);
  bound('maxLength', (value) => `at most ${characters(value)}`);
  bound('minimum', (value) => `from ${String(value)}`);
  bound('exclusiveMinimum', (value) => `above ${String(value)}`);
  bound('maximum', (value) => `up to ${String(value)}`);
  bound('minItems', (value) => `at least ${String(value)} item${value === 1 ? '' : 's'}`);
  bound('maxItems', (value) => `at most ${String(value)} items`);
  // A short pattern says something to a reader; a long one (an e-mail address's) is left to the document.
  if (typeof schema.pattern === 'string' && !schema.format && schema.pattern.length <= 40)
    notes.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.type === 'array')
    notes.push(...constraintsOf(schema.items as Json).map((note) => `each ${note}`));
  return notes;
}

/** One row of a schema's table: a property (`data.content` when nested), its type and notes. */
export interface PropertyRow {
  name: string;
  required: boolean;
  type: string;
  description?: string;
  notes: string[];
}

/**
 * The properties of an object schema as rows, nested objects written out under a dotted name (up to a
 * depth) so a reader sees a body or reply whole without following links for unnamed parts.
 */
export function propertyRows(schema: Json | undefined, prefix = '', depth = 0): PropertyRow[] {
  const properties = schema?.properties as Record<string, Json> | undefined;
  if (!properties) return [];
  const required = new Set((schema!.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, property]) => {
    const fullName = `${prefix}${name}`;
    const inline = property.type === 'object' && property.properties && depth < 3;
    const itemsInline =
      property.type === 'array' &&
      (property.items as Json | undefined)?.type === 'object' &&
      (property.items as Json).properties &&
      depth < 3;
    const row: PropertyRow = {
      name: fullName,
      required: required.has(name),
      type: inline ? 'object' : itemsInline ? 'object[]' : typeHtml(property),
      description: typeof property.description === 'string' ? property.description : undefined,
      notes: constraintsOf(property),
    };
    if (inline) return [row, ...propertyRows(property, `${fullName}.`, depth + 1)];
    if (itemsInline) return [row, ...propertyRows(property.items as Json, `${fullName}[].`, depth + 1)];
    return [row];
  });
}
