import { model, Schema } from 'mongoose';

/**
 * The catalog's one import record: `generation` grows with every import that changed something, so each
 * replica knows when to reload its read cache; `databaseVersion` is the live API's, to skip unchanged data.
 */
const importStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    generation: { type: Number, required: true, default: 0 },
    status: { type: String, enum: ['idle', 'running', 'failed'], default: 'idle' },
    source: { type: String, default: null },
    databaseVersion: { type: String, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    summary: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
  },
  { versionKey: false, collection: 'import_state' },
);

export const ImportStateModel = model('ImportState', importStateSchema);

/** The id of the single import state document. */
export const importStateId = 'catalog';
