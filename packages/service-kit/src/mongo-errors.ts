import { messages } from '@progression/contracts';

/** What a client-caused mongoose or MongoDB error means for the caller. */
export interface MappedMongoError {
  status: number;
  message: string;
  field?: string;
}

interface MongooseLikeError extends Error {
  code?: number;
  path?: string;
  kind?: string;
  keyValue?: Record<string, unknown>;
  keyPattern?: Record<string, unknown>;
  errors?: Record<string, { name?: string; message: string; path?: string }>;
}

/**
 * True for a duplicate key (E11000), optionally only when the unique index covers `field`. For a bulk
 * write (an unordered insertMany), only when every document it refused was a duplicate: any other
 * refusal is a failure to report, not an insert-only write meeting what is already there.
 */
export function isDuplicateKey(error: unknown, field?: string): boolean {
  if (!(error instanceof Error) || (error as MongooseLikeError).code !== 11000) return false;
  const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.some((entry) => (entry as { code?: unknown }).code !== 11000))
    return false;
  if (field === undefined) return true;
  const { keyPattern, keyValue } = error as MongooseLikeError;
  return Object.keys(keyPattern ?? keyValue ?? {}).includes(field);
}

const duplicateField = (error: MongooseLikeError) => Object.keys(error.keyValue ?? error.keyPattern ?? {})[0];

/**
 * The 4xx of every mongoose or MongoDB error a client's input can cause, or undefined for the others
 * (which are the server's own failures). Messages never echo mongoose's text, which names types and
 * internals: a cast names the field, a validator keeps the schema's own message.
 */
export function mapMongoError(error: unknown): MappedMongoError | undefined {
  if (!(error instanceof Error)) return undefined;
  const loose = error as MongooseLikeError;
  switch (error.name) {
    case 'VersionError':
      return { status: 409, message: messages.errors.changedElsewhere };
    case 'DocumentNotFoundError':
      return { status: 404, message: messages.errors.notFound };
    case 'CastError':
      return castError(loose.path);
    case 'StrictModeError':
      return {
        status: 400,
        message: loose.path ? messages.errors.unknownField(loose.path) : messages.errors.invalidRequest,
        ...(loose.path ? { field: loose.path } : {}),
      };
    case 'ValidationError': {
      const [field, first] = Object.entries(loose.errors ?? {})[0] ?? [];
      if (first?.name === 'CastError') return castError(field);
      return {
        status: 400,
        message: first?.message ?? messages.errors.invalidRequest,
        ...(field ? { field } : {}),
      };
    }
  }
  if (isDuplicateKey(error)) {
    const field = duplicateField(loose);
    return field
      ? { status: 409, message: messages.errors.valueTaken(field), field }
      : { status: 409, message: messages.errors.alreadyExists };
  }
  return undefined;
}

const castError = (field: string | undefined): MappedMongoError =>
  field
    ? { status: 400, message: messages.errors.invalidField(field), field }
    : { status: 400, message: messages.errors.invalidRequest };
