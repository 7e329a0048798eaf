import type { Doc } from './bson-values';
import type { CommandContext } from './commands/context';
import { runCommand } from './commands';
import type { DurableStore } from './durability/store';
import type { VisibilityGate } from './visibility-gate';

/** The deletes a TTL index asks for now: documents whose date field is older than its expiry. */
export function expiredDeletes(context: Pick<CommandContext, 'catalog'>, now: Date): Doc[] {
  const commands: Doc[] = [];
  for (const db of context.catalog.databaseNames()) {
    for (const collection of context.catalog.collections(db)) {
      for (const spec of collection.indexSpecs()) {
        const fields = Object.keys(spec.key);
        // As in mongod, only a single-field index with a numeric expireAfterSeconds is a TTL index.
        if (fields.length !== 1 || typeof spec.expireAfterSeconds !== 'number') continue;
        const cutoff = new Date(now.getTime() - spec.expireAfterSeconds * 1000);
        commands.push({
          delete: collection.ns.slice(db.length + 1),
          // A Date bound only matches dates (or arrays holding one), so other values never expire.
          deletes: [{ q: { [fields[0]]: { $lte: cutoff } }, limit: 0 }],
          $db: db,
        });
      }
    }
  }
  return commands;
}

/**
 * mongod's TTL monitor: every interval, removes the documents a TTL index says have expired. The deletes
 * pass the visibility gate and the log like any client's write, so they are durable and ordered with it.
 */
export function startTtlMonitor(
  context: CommandContext,
  store: DurableStore,
  gate: VisibilityGate,
  intervalMs: number,
): () => void {
  let running = false;
  const sweep = () => {
    if (running || store.failure) return;
    running = true;
    const done = gate.enter(true, () => {
      for (const command of expiredDeletes(context, new Date())) runCommand(command, context);
      return store.commit().catch(() => undefined);
    });
    void Promise.resolve(done).finally(() => (running = false));
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
