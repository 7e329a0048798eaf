/**
 * The bodies a caller who may not act is refused with, all alike: the valid one, one wrong in every field,
 * one that is not an object, and none. A route that checks access before it reads its body answers each of
 * them with the same 401/403/404; one that reads the body first would answer 400 to some.
 */
export function refusalBodies(valid: object): Array<object | undefined> {
  const wrongInEveryField = Object.fromEntries(Object.keys(valid).map((field) => [field, { $ne: null }]));
  return [valid, wrongInEveryField, [42], undefined];
}
