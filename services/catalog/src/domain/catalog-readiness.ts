import type { CheckResult } from '@progression/service-kit';
import type { ImportProgress } from '../import/import-progress';
import { ImportStateModel, importStateId } from '../models/import-state';
import type { CatalogReader } from './catalog-reader';

/** Why there is no complete catalog yet, when no import runs in this process. */
async function stateWithoutCatalog(): Promise<string> {
  const state = await ImportStateModel.findById(importStateId, { status: 1 }).lean();
  if (state?.status === 'running') return 'importing';
  if (state?.status === 'failed') return 'import failed';
  return 'no cards imported';
}

/**
 * The `catalog` readiness check: ready once a complete import is served; before that, how far the import
 * has come (`importing 12%`) or why there is none. A later re-import never makes it unready.
 */
export function catalogReadiness(
  reader: CatalogReader,
  progress: ImportProgress,
): () => Promise<CheckResult> {
  return async () => (await reader.isReady()) || progress.describe() || stateWithoutCatalog();
}
