/** Names of the files in a data directory: `snapshot-N.bson` and `log-N.bin` per generation N. */
const padded = (generation: number) => String(generation).padStart(8, '0');

export const snapshotFile = (generation: number) => `snapshot-${padded(generation)}.bson`;
export const logFile = (generation: number) => `log-${padded(generation)}.bin`;

/** The generation of a snapshot, log or unfinished snapshot (`.tmp`) file of this kind, if the name is one. */
export function generationOf(name: string, kind: 'snapshot' | 'log' | 'snapshot-tmp'): number | undefined {
  const pattern = { snapshot: /^snapshot-(\d{8})\.bson$/, log: /^log-(\d{8})\.bin$/, 'snapshot-tmp': /^snapshot-(\d{8})\.bson\.tmp$/ }[kind];
  const match = pattern.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** Where a damaged file is kept aside before recovery changes it: its name and the time. */
export const damagedCopyName = (name: string, at: Date) => `${name}.damaged-${at.toISOString().replace(/:/g, '-')}`;
