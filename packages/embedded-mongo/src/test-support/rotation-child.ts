import { basename } from 'node:path';
import type { FileSystem } from '../durability/file-system';
import { nodeFileSystem } from '../durability/file-system';
import { startEmbeddedMongo } from '../server';

// A server process whose first snapshot rotation after start stops at one point, so a test can kill -9
// it there: `snapshot` (the temporary snapshot half written), `rename` (written, not yet renamed) or
// `remove` (renamed, the first older file removed, the others not). Prints its URI, then `rotating`.
const [dataDir, hangAt] = process.argv.slice(2);
const never = new Promise<never>(() => {});
let armed = false;
let announced = false;
const announce = () => {
  if (!announced) process.stdout.write('rotating\n');
  announced = true;
};
const names = new Map<number, string>();

const fileSystem: FileSystem = {
  ...nodeFileSystem,
  open: (path, flags) => {
    const fd = nodeFileSystem.open(path, flags);
    names.set(fd, basename(path));
    return fd;
  },
  write: async (fd, data, offset) => {
    if (armed && hangAt === 'snapshot' && names.get(fd)?.endsWith('.tmp')) {
      await nodeFileSystem.write(fd, data.subarray(offset, offset + Math.ceil((data.length - offset) / 2)), 0);
      announce();
      return never;
    }
    return nodeFileSystem.write(fd, data, offset);
  },
  rename: async (from, to) => {
    if (armed && hangAt === 'rename') {
      announce();
      return never;
    }
    return nodeFileSystem.rename(from, to);
  },
  remove: async (path) => {
    if (armed && hangAt === 'remove') {
      if (!announced) await nodeFileSystem.remove(path);
      announce();
      return never;
    }
    return nodeFileSystem.remove(path);
  },
};

void startEmbeddedMongo({ dataDir, durability: 'fsync', fileSystem, snapshotAfterLogBytes: 64 * 1024 }).then((server) => {
  armed = true;
  process.stdout.write(`${server.uri}\n`);
});
