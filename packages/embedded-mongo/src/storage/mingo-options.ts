import { Context, evalExpr } from 'mingo/core';

/**
 * mingo's options (its `ComputeOptions`). Made from plain options, they copy the context's operator
 * tables; made from another instance, they share its context. So a query or an update made often is
 * given options made once from an instance (`mingoOptions(prepared)`), which costs nothing to copy.
 */
export interface MingoOptions {
  readonly context: Context;
  update(locals: Record<string, unknown>): MingoOptions;
}

/** mingo's options class, which it does not export: every expression operator is handed an instance. */
function optionsClass(): { init(options: unknown): MingoOptions } {
  let found: { init?: unknown } | undefined;
  const probe = (_doc: unknown, _expr: unknown, options: object) => {
    found = options.constructor as { init?: unknown };
    return null;
  };
  evalExpr({}, { $probe: 1 }, { context: Context.init({ expression: { $probe: probe } } as never) } as never);
  if (typeof found?.init !== 'function')
    throw new Error('mingo no longer hands its options to its operators');
  return found as { init(options: unknown): MingoOptions };
}

const Options = optionsClass();

/** Options from plain ones (a copy of their context) or from an instance (sharing its context). */
export const mingoOptions = (options: object): MingoOptions => Options.init(options);
