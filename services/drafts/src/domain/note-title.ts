/** Longest title shown in note lists. */
export const maxTitleLength = 60;

/**
 * The title a list shows for a note: its first line that is not blank, cut at a word boundary with an
 * ellipsis when longer than `maxTitleLength`.
 */
export function noteTitle(text: string): string {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const line = firstLine.trim().replace(/\s+/g, ' ');
  if (line.length <= maxTitleLength) return line;
  const cut = line.slice(0, maxTitleLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
