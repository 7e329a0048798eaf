import type { Doc } from '../bson-values';
import { isPlainObject } from '../bson-values';

/**
 * Every value a dotted path reaches, descending through arrays as MongoDB does for multikey indexes:
 * `tags` on `{tags: ['a', 'b']}` yields 'a' and 'b'; a missing path yields nothing.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const found: unknown[] = [];
  const walk = (value: unknown, index: number) => {
    if (index === parts.length) {
      if (Array.isArray(value)) {
        if (value.length === 0) found.push(undefined);
        else found.push(...value);
      } else found.push(value);
      return;
    }
    if (Array.isArray(value)) {
      const position = /^\d+$/.test(parts[index]) ? Number(parts[index]) : undefined;
      if (position !== undefined) walk(value[position], index + 1);
      else for (const element of value) if (isPlainObject(element)) walk(element, index);
      return;
    }
    if (isPlainObject(value) && parts[index] in value) walk(value[parts[index]], index + 1);
  };
  walk(doc, 0);
  return found;
}

/** The value at a dotted path without descending arrays (undefined when absent). */
export function valueAtPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(part)) value = value[Number(part)];
    else if (isPlainObject(value)) value = value[part];
    else return undefined;
  }
  return value;
}

/** Sets a dotted path, creating the objects on the way (used to seed upserts). */
export function setAtPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let target: Doc = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part] as Doc;
  }
  target[parts[parts.length - 1]] = value;
}
