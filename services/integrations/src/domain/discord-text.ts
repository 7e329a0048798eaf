/** Discord refuses a message longer than this. */
export const discordMessageLimit = 2000;

/** Lines joined into one message, cut to Discord's limit (the end of a long table is dropped). */
export function discordText(lines: string[]): string {
  const text = lines.join('\n');
  return text.length <= discordMessageLimit ? text : `${text.slice(0, discordMessageLimit - 1)}…`;
}
