import type { ProblemList, SourceLocation } from './problems';
import { nameKey } from './text';

/** What `set-products.json` knows of a set: its products' layouts, box size and regional dates. */
export interface SetProductInfo {
  name: string;
  distributions: Array<string | null>;
  packsPerBox: number | null;
  /** Earliest regional release date, `YYYY-MM-DD`. */
  releaseDate: string | null;
  /** Printed code prefixes without the region part (`LOB-EN` -> `LOB`). */
  codePrefixes: string[];
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates one entry of `set-products.json`. */
export function parseSetProduct(
  raw: unknown,
  at: SourceLocation,
  problems: ProblemList,
): SetProductInfo | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string' || !raw.name.trim()) {
    problems.add({ ...at, field: 'name' }, 'malformed set product', 'needs a name');
    return undefined;
  }
  if (!Array.isArray(raw.products)) {
    problems.add({ ...at, field: 'products' }, 'malformed set product', 'must be an array');
    return undefined;
  }
  const distributions: Array<string | null> = [];
  let packsPerBox: number | null = null;
  for (const [index, product] of raw.products.entries()) {
    if (!isObject(product)) {
      problems.add({ ...at, field: `products[${index}]` }, 'malformed set product', 'not an object');
      return undefined;
    }
    distributions.push(typeof product.distribution === 'string' ? product.distribution : null);
    if (packsPerBox === null && typeof product.packsPerBox === 'number' && product.packsPerBox > 0)
      packsPerBox = product.packsPerBox;
  }
  const prefixes = isObject(raw.prefixes)
    ? Object.values(raw.prefixes).filter((p): p is string => typeof p === 'string')
    : [];
  const codePrefixes = [
    ...new Set(prefixes.map((prefix) => prefix.split('-')[0].toUpperCase()).filter(Boolean)),
  ];
  const dates = isObject(raw.dates)
    ? Object.values(raw.dates).filter(
        (date): date is string => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date),
      )
    : [];
  const releaseDate = dates.sort()[0] ?? null;
  return { name: raw.name.trim(), distributions, packsPerBox, releaseDate, codePrefixes };
}

/**
 * Joins set products to sets: by name (case-insensitive), else by printed code prefix. A name can appear
 * several times (one entry per print run); their products are merged.
 */
export class SetProductIndex {
  private readonly byName = new Map<string, SetProductInfo>();
  private readonly byPrefix = new Map<string, SetProductInfo>();

  constructor(products: SetProductInfo[]) {
    for (const product of products) {
      const key = nameKey(product.name);
      const existing = this.byName.get(key);
      const merged = existing ? mergeProducts(existing, product) : product;
      this.byName.set(key, merged);
      for (const prefix of merged.codePrefixes)
        if (!this.byPrefix.has(prefix)) this.byPrefix.set(prefix, merged);
    }
  }

  find(setName: string, setCode: string): SetProductInfo | undefined {
    return this.findByName(setName) ?? this.byPrefix.get(setCode.toUpperCase());
  }

  /** By name alone: a code prefix is shared by every promo of a magazine line (`JUMP`), whatever its date. */
  findByName(setName: string): SetProductInfo | undefined {
    return this.byName.get(nameKey(setName));
  }
}

function mergeProducts(a: SetProductInfo, b: SetProductInfo): SetProductInfo {
  return {
    name: a.name,
    distributions: [...a.distributions, ...b.distributions],
    packsPerBox: a.packsPerBox ?? b.packsPerBox,
    releaseDate: [a.releaseDate, b.releaseDate].filter((date): date is string => !!date).sort()[0] ?? null,
    codePrefixes: [...new Set([...a.codePrefixes, ...b.codePrefixes])],
  };
}
