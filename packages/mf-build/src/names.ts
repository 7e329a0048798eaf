import path from 'node:path';

/** The federation name of a folder: `mf-games` -> `mf_games` (a valid JavaScript global name). */
export function federationName(folderName: string): string {
  return folderName.replace(/[^A-Za-z0-9_$]/g, '_');
}

/** The federation name of the package built in `dir`. */
export function federationNameOf(dir: string): string {
  return federationName(path.basename(path.resolve(dir)));
}
