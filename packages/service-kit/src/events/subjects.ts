import { eventStream, eventSubjectPrefix } from '@progression/contracts';

/** The one JetStream stream every event goes to. */
export const EVENT_STREAM = eventStream;

/** Every event subject starts with this. */
export const SUBJECT_PREFIX = `${eventSubjectPrefix}.`;

/** What the kit needs of an event: the contracts' envelope `{id, type, occurredAt, source, data}` fits. */
export interface EventLike {
  id: string;
  type: string;
}

/** `progression.<type>` for an event type; a full subject is returned unchanged. */
export const subjectFor = (typeOrSubject: string): string =>
  typeOrSubject.startsWith(SUBJECT_PREFIX) ? typeOrSubject : `${SUBJECT_PREFIX}${typeOrSubject}`;

/** A consumer name NATS accepts (no dots, spaces or wildcards). */
export const consumerName = (durable: string, subject: string): string =>
  `${durable}__${subject.slice(SUBJECT_PREFIX.length)}`.replace(/[^\w-]/g, '_');
