import type { Doc } from '../bson-values';
import { ANNOUNCED } from './handshake';
import type { CommandContext, CommandHandler } from './context';
import { isView } from '../storage/collection-options';
import { isViewNamespace, notOnView } from '../storage/pipeline';
import { targetName } from './context';

const databaseStats = (db: string, { catalog }: CommandContext) => {
  const all = catalog.collections(db);
  const collections = all.filter((c) => !isView(c.options));
  const dataSize = collections.reduce((sum, c) => sum + c.size, 0);
  const objects = collections.reduce((sum, c) => sum + c.count, 0);
  const indexes = collections.reduce((sum, c) => sum + c.indexSpecs().length, 0);
  return { collections: collections.length, views: all.length - collections.length, objects, dataSize, indexes };
};

const listDatabases: CommandHandler = (command, _db, context) => {
  const databases = context.catalog.databaseNames().map((name) => {
    const { dataSize } = databaseStats(name, context);
    return { name, sizeOnDisk: dataSize, empty: dataSize === 0 };
  });
  const totalSize = databases.reduce((sum, db) => sum + db.sizeOnDisk, 0);
  return command.nameOnly
    ? { databases: databases.map(({ name }) => ({ name })), ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

const dbStats: CommandHandler = (_command, db, context) => {
  const { collections, views, objects, dataSize, indexes } = databaseStats(db, context);
  return {
    db,
    collections,
    views,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    indexSize: 0,
    totalSize: dataSize,
    scaleFactor: 1,
    ok: 1,
  };
};

const collStats: CommandHandler = (command, db, { catalog }) => {
  if (isViewNamespace(catalog, db, targetName(command))) throw notOnView(`${db}.${targetName(command)}`);
  const collection = catalog.get(db, targetName(command));
  const count = collection?.count ?? 0;
  const size = collection?.size ?? 0;
  const indexSizes: Doc = {};
  for (const spec of collection?.indexSpecs() ?? []) indexSizes[spec.name] = 0;
  return {
    ns: `${db}.${targetName(command)}`,
    count,
    size,
    avgObjSize: count ? size / count : 0,
    storageSize: size,
    nindexes: collection?.indexSpecs().length ?? 0,
    indexSizes,
    totalIndexSize: 0,
    ok: 1,
  };
};

const serverStatus: CommandHandler = (_command, _db, { startedAt, stats, cursors }) => {
  const memory = process.memoryUsage();
  return {
    host: '127.0.0.1',
    version: ANNOUNCED.version,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - startedAt.getTime()) / 1000),
    localTime: new Date(),
    connections: { current: stats.connections(), available: 1000 },
    opcounters: { command: stats.commands },
    mem: { bits: 64, resident: Math.round(memory.rss / 1048576), virtual: Math.round(memory.rss / 1048576) },
    metrics: { cursor: { open: { total: cursors.size } } },
    ok: 1,
  };
};

export const adminCommands: Record<string, CommandHandler> = {
  listdatabases: listDatabases,
  dbstats: dbStats,
  collstats: collStats,
  serverstatus: serverStatus,
};
