const namedEntities: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>', nbsp: ' ' };

/** Decodes the HTML entities some data-set names carry (`Legendary 5D&apos;s Decks`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

/** Card text uses `\r\n` in places: one newline style for everything we store. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Case- and entity-insensitive key for joining names across data sets. */
export function nameKey(name: string): string {
  return decodeEntities(name).trim().toLowerCase().replace(/\s+/g, ' ');
}

/** `Winged Beast` -> `WINGED_BEAST`, `Quick-Play` -> `QUICK_PLAY`. */
export function toEnumCase(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
