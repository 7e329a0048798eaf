/**
 * An edit history: the present state, the edits that led to it (undo walks them back) and the edits undone
 * since (redo walks them forward again). Pure and immutable, so it can be tested alone and kept in React state.
 */

/** One edit: the states before and after it, and its name for the people it is announced to. */
export interface Edit<T> {
  before: T;
  after: T;
  label: string;
  /** Edits with the same key in a row are one edit (each keystroke of a name is not worth an undo). */
  mergeKey?: string;
}

export interface History<T> {
  present: T;
  /** Edits done, oldest first: the last one is what Undo takes back. */
  past: Edit<T>[];
  /** Edits undone, next first: the first one is what Redo does again. */
  future: Edit<T>[];
}

/** A history that starts at `present`, with nothing to undo or redo. */
export const startHistory = <T>(present: T): History<T> => ({ present, past: [], future: [] });

/**
 * The history after an edit to `after`. A new edit forgets what was undone; one with the same merge key as
 * the last edit, with nothing undone since, extends that edit instead of adding one.
 */
export function record<T>(history: History<T>, after: T, label: string, mergeKey?: string): History<T> {
  if (Object.is(after, history.present)) return history;
  const last = history.past.at(-1);
  if (mergeKey !== undefined && last?.mergeKey === mergeKey && history.future.length === 0) {
    return { present: after, past: [...history.past.slice(0, -1), { ...last, after, label }], future: [] };
  }
  const edit: Edit<T> = { before: history.present, after, label, ...(mergeKey ? { mergeKey } : {}) };
  return { present: after, past: [...history.past, edit], future: [] };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;

/** The history with its last edit taken back, and that edit (undefined when there was none). */
export function undo<T>(history: History<T>): [History<T>, Edit<T> | undefined] {
  const edit = history.past.at(-1);
  if (!edit) return [history, undefined];
  // The undone edit no longer merges with the next one: a later keystroke is a new edit.
  const { mergeKey: _, ...undone } = edit;
  return [
    { present: edit.before, past: history.past.slice(0, -1), future: [undone, ...history.future] },
    edit,
  ];
}

/** The history with the next undone edit done again, and that edit (undefined when there was none). */
export function redo<T>(history: History<T>): [History<T>, Edit<T> | undefined] {
  const [edit, ...future] = history.future;
  if (!edit) return [history, undefined];
  return [{ present: edit.after, past: [...history.past, edit], future }, edit];
}
