import { evalExpr } from 'mingo/core';
import type { Doc } from '../bson-values';
import { isPlainObject } from '../bson-values';
import { failedToParse } from '../errors';
import { mingoContext } from './filter';

/**
 * The variables of a command's `let` (MongoDB 5.0+), each an expression evaluated once before the command
 * runs (`{$literal: '$x'}` stays a string); `$expr` filters and pipelines read them as `$$name`.
 * Undefined when the command has none.
 */
export function letVariables(...scopes: unknown[]): Doc | undefined {
  const given = scopes.filter((scope) => scope !== undefined && scope !== null);
  if (given.length === 0) return undefined;
  const variables: Doc = {};
  for (const scope of given) {
    if (!isPlainObject(scope)) throw failedToParse("'let' must be a document");
    for (const [name, expression] of Object.entries(scope)) {
      if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(name))
        throw failedToParse(`'${name}' starts with an invalid character for a user variable name`);
      variables[name] = evalExpr({}, expression, { context: mingoContext, variables } as never);
    }
  }
  return variables;
}
