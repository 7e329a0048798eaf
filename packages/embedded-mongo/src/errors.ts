/** A command failure as the server reports it: every error carries `code` and `codeName`. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (message: string) => new CommandError(2, 'BadValue', message);
export const failedToParse = (message: string) => new CommandError(9, 'FailedToParse', message);
export const typeMismatch = (message: string) => new CommandError(14, 'TypeMismatch', message);
export const illegalOperation = (message: string) => new CommandError(20, 'IllegalOperation', message);
/**
 * The store could not make a write durable, so from then on it refuses writes. (Not code 20: the driver
 * replaces the message of any code 20 answer to a write with its own about retryable writes.)
 */
export const writesRefused = (message: string) => new CommandError(96, 'OperationFailed', message);
export const namespaceNotFound = (message: string) => new CommandError(26, 'NamespaceNotFound', message);
export const indexNotFound = (message: string) => new CommandError(27, 'IndexNotFound', message);
export const namespaceExists = (message: string) => new CommandError(48, 'NamespaceExists', message);
export const commandNotFound = (name: string) =>
  new CommandError(59, 'CommandNotFound', `no such command: '${name}'`);
export const immutableField = (message: string) => new CommandError(66, 'ImmutableField', message);
export const invalidNamespace = (message: string) => new CommandError(73, 'InvalidNamespace', message);
export const indexOptionsConflict = (message: string) => new CommandError(85, 'IndexOptionsConflict', message);
export const indexKeySpecsConflict = (message: string) => new CommandError(86, 'IndexKeySpecsConflict', message);
export const cursorNotFound = (id: string) => new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);
/** mongod's one answer to every failed authentication (the reason stays on the server). */
export const authenticationFailed = () =>
  new CommandError(18, 'AuthenticationFailed', 'Authentication failed.');
/** Credentials sent to a server started without any. */
export const authenticationNotConfigured = () =>
  new CommandError(
    18,
    'AuthenticationFailed',
    'This embedded MongoDB-compatible server was started without credentials: remove them from the connection URI',
  );
/** A command other than the handshake's before the connection authenticated. */
export const unauthorized = (name: string) =>
  new CommandError(13, 'Unauthorized', `Command ${name} requires authentication`);

/** MongoDB's E11000 error, with the key pattern and value of the violated unique index. */
export const duplicateKey = (
  ns: string,
  indexName: string,
  keyPattern: Record<string, unknown>,
  keyValue: Record<string, unknown>,
  describe: (value: unknown) => string,
) => {
  const shown = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${describe(value)}`)
    .join(', ');
  return new CommandError(
    11000,
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${shown} }`,
    { keyPattern, keyValue },
  );
};

/** Turns anything thrown while running a command into a reply-ready CommandError. */
export const asCommandError = (error: unknown): CommandError => {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // mingo reports unsupported or malformed operators with plain errors: a bad request, as mongod says.
  return new CommandError(2, 'BadValue', message);
};
