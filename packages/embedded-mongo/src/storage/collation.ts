import type { Doc } from '../bson-values';
import { keyOf } from '../bson-values';
import { badValue, CommandError } from '../errors';

// MongoDB collations (ICU) through Intl.Collator, which is ICU too. MongoDB spells locales with underscores
// and keywords after '@' (en_US, de@collation=phonebook); Intl wants BCP 47 (en-US, de-u-co-phonebk).

const collators = new Map<string, Intl.Collator>();

/** Whether a collation asks for anything but simple binary comparison. */
export const isCollated = (collation?: Doc): collation is Doc =>
  Boolean(collation && typeof collation.locale === 'string' && collation.locale !== 'simple');

/** The BCP 47 tag of a MongoDB locale; refuses one Intl does not know, as mongod refuses an unknown locale. */
export function localeTag(locale: string): string {
  const [base, keywords] = locale.split('@');
  const tag = base.replace(/_/g, '-');
  const collation = keywords?.match(/collation=(\w+)/)?.[1];
  const full = collation ? `${tag}-u-co-${collation === 'phonebook' ? 'phonebk' : collation}` : tag;
  if (Intl.Collator.supportedLocalesOf(full).length === 0)
    throw badValue(`Field 'locale' is invalid in: { locale: "${locale}" }`);
  return full;
}

/** The collation as mingo takes it (its sort builds an Intl.Collator from `locale`). */
export function mingoCollation(collation?: Doc): Doc | undefined {
  return isCollated(collation) ? { ...collation, locale: localeTag(String(collation.locale)) } : undefined;
}

/**
 * Refuses what Intl.Collator cannot do, rather than comparing without it: strengths 4 and 5, `caseLevel`,
 * `alternate: 'shifted'`, `backwards`, `normalization` (and `maxVariable`, which only matters with shifted).
 */
function checkSupported(collation: Doc): void {
  const unsupported = [
    Number(collation.strength ?? 3) > 3 && `strength ${String(collation.strength)}`,
    collation.caseLevel === true && 'caseLevel',
    collation.alternate !== undefined &&
      collation.alternate !== 'non-ignorable' &&
      `alternate '${String(collation.alternate)}'`,
    collation.backwards === true && 'backwards',
    collation.normalization === true && 'normalization',
  ].filter(Boolean);
  if (unsupported.length)
    throw new CommandError(
      238,
      'NotImplemented',
      `The collation option ${unsupported.join(', ')} is not supported by this server`,
    );
}

/** An Intl collator for a MongoDB collation document (strength 1 and 2 ignore case, 1 also accents). */
export function collatorFor(collation?: Doc): Intl.Collator | undefined {
  if (!isCollated(collation)) return undefined;
  const id = keyOf(collation);
  let collator = collators.get(id);
  if (!collator) {
    checkSupported(collation);
    const strength = Number(collation.strength ?? 3);
    collator = new Intl.Collator(localeTag(String(collation.locale)), {
      sensitivity: strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
      numeric: Boolean(collation.numericOrdering),
      caseFirst: (collation.caseFirst as 'upper' | 'lower' | 'false' | undefined) ?? 'false',
    });
    collators.set(id, collator);
  }
  return collator;
}
