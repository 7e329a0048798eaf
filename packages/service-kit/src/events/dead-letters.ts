import mongoose from 'mongoose';

/**
 * Events a consumer could not handle within its bounded attempts (a payload that does not parse, a handler
 * that keeps failing), in the consuming service's own database. They stay until an operator replays them:
 * a replay runs the same handler again in the running service.
 */
export interface DeadLetter {
  /** `<consumer>:<stream sequence>`, or `outbox:<collection>:<event id>` for an outbox entry. */
  _id: string;
  /** The consumer's name, or `outbox:<collection>` for a stored outbox entry that no longer parses. */
  consumer: string;
  subject: string;
  /** The message body exactly as received. */
  payload: string;
  /** The event id when the payload had one. */
  eventId?: string;
  error: string;
  attempts: number;
  /** 0 for an outbox entry (it never reached the stream). */
  streamSequence: number;
  failedAt: Date;
  /** Set by an operator (`replay`); the service's consumer picks it up within seconds. */
  replayRequested: boolean;
}

const deadLetterSchema = new mongoose.Schema<DeadLetter>(
  {
    _id: { type: String, required: true },
    consumer: { type: String, required: true },
    subject: { type: String, required: true },
    payload: { type: String, required: true },
    eventId: String,
    error: { type: String, required: true },
    attempts: { type: Number, required: true },
    streamSequence: { type: Number, required: true },
    failedAt: { type: Date, required: true },
    replayRequested: { type: Boolean, default: false, index: true },
  },
  { versionKey: false },
);

export const deadLetterCollection = 'dead_letters';

const model = () =>
  (mongoose.models.DeadLetter as mongoose.Model<DeadLetter> | undefined) ??
  mongoose.model<DeadLetter>('DeadLetter', deadLetterSchema, deadLetterCollection);

/**
 * Sets an event aside; a second failure of the same delivery updates the error and count. A consumer's
 * letter is `<consumer>:<stream sequence>`; an outbox entry that never reached the stream names its own.
 */
export async function recordDeadLetter(
  letter: Omit<DeadLetter, '_id' | 'replayRequested' | 'failedAt'>,
  id = `${letter.consumer}:${letter.streamSequence}`,
) {
  await model().updateOne(
    { _id: id },
    { $set: { ...letter, failedAt: new Date(), replayRequested: false } },
    { upsert: true },
  );
}

/** The dead letters of this service's database, oldest first, optionally of one consumer. */
export async function listDeadLetters(consumer?: string): Promise<DeadLetter[]> {
  return model()
    .find(consumer ? { consumer } : {})
    .sort({ failedAt: 1 })
    .lean<DeadLetter[]>();
}

/** Asks the running service to replay one dead letter, or all of a consumer (or all): returns how many. */
export async function requestReplay(which: { id: string } | { consumer?: string }): Promise<number> {
  const filter = 'id' in which ? { _id: which.id } : which.consumer ? { consumer: which.consumer } : {};
  const result = await model().updateMany(filter, { $set: { replayRequested: true } });
  return result.matchedCount;
}

/** Dead letters whose replay was asked for, of the given consumers. */
export async function replayRequests(consumers: string[]): Promise<DeadLetter[]> {
  return model()
    .find({ replayRequested: true, consumer: { $in: consumers } })
    .sort({ failedAt: 1 })
    .lean<DeadLetter[]>();
}

/** A replayed dead letter that succeeded is removed. */
export async function removeDeadLetter(id: string): Promise<void> {
  await model().deleteOne({ _id: id });
}

/** A replay that failed again stays a dead letter with the new error. */
export async function replayFailed(id: string, error: string): Promise<void> {
  await model().updateOne(
    { _id: id },
    { $set: { replayRequested: false, error, failedAt: new Date() }, $inc: { attempts: 1 } },
  );
}
