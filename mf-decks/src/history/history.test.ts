import { canRedo, canUndo, record, redo, startHistory, undo } from './history';

describe('the edit history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = startHistory('a');
    expect([history.present, canUndo(history), canRedo(history)]).toEqual(['a', false, false]);
    expect(undo(history)).toEqual([history, undefined]);
    expect(redo(history)).toEqual([history, undefined]);
  });

  it('undoes every edit of the session one by one, back to the start, and redoes them in order', () => {
    let history = startHistory(0);
    for (const n of [1, 2, 3]) history = record(history, n, `to ${n}`);
    const undone: string[] = [];
    while (canUndo(history)) {
      const [previous, edit] = undo(history);
      undone.push(`${edit!.label} -> ${previous.present}`);
      history = previous;
    }
    expect(undone).toEqual(['to 3 -> 2', 'to 2 -> 1', 'to 1 -> 0']);
    const redone: string[] = [];
    while (canRedo(history)) {
      const [next, edit] = redo(history);
      redone.push(`${edit!.label} -> ${next.present}`);
      history = next;
    }
    expect(redone).toEqual(['to 1 -> 1', 'to 2 -> 2', 'to 3 -> 3']);
    expect(canUndo(history)).toBe(true);
  });

  it('forgets what was undone when a new edit is made', () => {
    let history = record(record(startHistory('a'), 'b', 'b'), 'c', 'c');
    [history] = undo(history);
    history = record(history, 'd', 'd');
    expect(history.present).toBe('d');
    expect(canRedo(history)).toBe(false);
    expect(history.past.map((edit) => edit.label)).toEqual(['b', 'd']);
  });

  it('keeps edits with the same merge key in a row as one edit, named after the latest', () => {
    let history = startHistory('');
    for (const name of ['D', 'De', 'Dec']) history = record(history, name, `name ${name}`, 'name');
    history = record(history, 'Dec+card', 'card');
    history = record(history, 'Deck+card', 'name Deck', 'name');
    expect(history.past.map((edit) => edit.label)).toEqual(['name Dec', 'card', 'name Deck']);
    const [once] = undo(history);
    expect(once.present).toBe('Dec+card');
    const [twice] = undo(undo(once)[0]);
    expect(twice.present).toBe('');
  });

  it('does not merge a keystroke into an edit that was undone and redone', () => {
    let history = record(startHistory('a'), 'ab', 'name', 'name');
    history = redo(undo(history)[0])[0];
    history = record(history, 'abc', 'name', 'name');
    expect(history.past).toHaveLength(2);
  });

  it('records nothing when the state is the same one', () => {
    const history = startHistory({ n: 1 });
    expect(record(history, history.present, 'same')).toBe(history);
  });
});
