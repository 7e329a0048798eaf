import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { readStored, writeStored } from './storage';

/** A value shared across microfrontends: read it now with `get()`, follow it with `value$`. */
export interface SharedState<T> {
  readonly value$: Observable<T>;
  get(): T;
}

/** A shared value that can also be changed. */
export interface WritableState<T> extends SharedState<T> {
  set(value: T): void;
}

export function createState<T>(initial: T): WritableState<T> {
  const subject = new BehaviorSubject<T>(initial);
  return {
    value$: subject.pipe(distinctUntilChanged()),
    get: () => subject.getValue(),
    set: (value) => subject.next(value),
  };
}

/**
 * A shared value kept in localStorage under `key`, so it survives a reload. `parse` turns the stored text
 * back into a value (unknown text gives the fallback); `null` removes the key.
 */
export function createStoredState<T>(
  key: string,
  parse: (stored: string | null) => T,
  serialize: (value: T) => string | null,
): WritableState<T> {
  const state = createState<T>(parse(readStored(key)));
  return {
    ...state,
    set(value) {
      writeStored(key, serialize(value));
      state.set(value);
    },
  };
}
