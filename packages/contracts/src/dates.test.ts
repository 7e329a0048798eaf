import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatDate, formatDateTime, formatDay, formatLongDay } from './dates';

describe('dates (en-GB)', () => {
  // Local time is used for moments: build them from local parts so the test holds in any time zone.
  const moment = new Date(2025, 10, 21, 14, 5);

  it('writes a moment day first', () => {
    expect(formatDate(moment)).toBe('21/11/2025');
    expect(formatDate(moment.toISOString())).toBe('21/11/2025');
    expect(formatDateTime(moment)).toBe('21/11/2025, 14:05');
  });

  it('writes a calendar day as the day stored, whatever the time zone', () => {
    expect(formatDay('2002-03-08')).toBe('08/03/2002');
    expect(formatDay(new Date('2002-03-08T00:00:00.000Z'))).toBe('08/03/2002');
    expect(formatLongDay('2002-03-08')).toBe('8 March 2002');
  });
});

/** Source folders of every frontend and shared browser package. */
const root = join(__dirname, '..', '..', '..');
const frontendFolders = [
  'shell/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  'packages/card-ui/src',
  'packages/ui/src',
  'packages/platform/src',
  'packages/api-client/src',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('date formatting in the frontends', () => {
  const ownFormatting = /\.toLocale(Date|Time)?String\(|Intl\.DateTimeFormat/;

  it('goes through the contracts formatters only', () => {
    const files = frontendFolders.flatMap((folder) => sourceFiles(join(root, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => ownFormatting.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
