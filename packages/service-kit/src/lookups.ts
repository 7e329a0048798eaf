import type { Model, QueryFilter } from 'mongoose';
import { NotFound } from './errors';

/**
 * The one document `filter` selects, or a 404 with `message`. An id that cannot be one (a CastError) is
 * also a 404: for the caller it names nothing, exactly like an id nobody has.
 *
 *   const mode = await findOr404(Mode, { _id: id, ownerId: user.id }, messages.modes.modeNotFound);
 */
export async function findOr404<Raw, QueryHelpers, Methods, Virtuals, Doc>(
  model: Model<Raw, QueryHelpers, Methods, Virtuals, Doc>,
  filter: QueryFilter<Raw>,
  message?: string,
): Promise<Doc> {
  let found: Doc | null;
  try {
    found = await model.findOne(filter);
  } catch (error) {
    if (error instanceof Error && error.name === 'CastError') throw new NotFound(message);
    throw error;
  }
  if (!found) throw new NotFound(message);
  return found;
}
