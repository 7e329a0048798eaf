/** A path segment from a value (an id, a code): encoded, so it can never reach another route. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
