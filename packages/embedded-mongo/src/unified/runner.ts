import { readFileSync } from 'node:fs';
import { EJSON } from 'bson';
import type { CommandFailedEvent, CommandStartedEvent, CommandSucceededEvent, Document } from 'mongodb';
import { MongoClient, MongoServerError, ReadPreference } from 'mongodb';
import type { Entities } from './match';
import { assertMatches, MatchError } from './match';
import type { Operation } from './operations';
import { runOperation, unsupportedOperation } from './operations';
import type { RunOnRequirement, ServerDescription } from './requirements';
import { compareVersions, unmetRequirements } from './requirements';

// A runner of MongoDB's unified test format (source/unified-test-format of mongodb/specifications), for
// the parts its CRUD tests use: requirements, entities (clients, databases, collections), initialData,
// operations with expectResult/expectError, command monitoring events and the outcome.

/** The newest schema version this runner implements. */
const SCHEMA_VERSION = '1.12';

interface CollectionData {
  collectionName: string;
  databaseName: string;
  documents: Document[];
  createOptions?: Document;
}

interface ExpectedEvents {
  client: string;
  eventType?: 'command' | 'cmap' | 'sdam';
  events: Document[];
  ignoreExtraEvents?: boolean;
}

export interface SpecTest {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: ExpectedEvents[];
  outcome?: CollectionData[];
}

export interface SpecFile {
  description: string;
  schemaVersion: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: Document[];
  initialData?: CollectionData[];
  tests: SpecTest[];
}

/** Reads a test file as Extended JSON (so `$oid`, `$numberLong`... become BSON values). */
export function loadSpecFile(path: string): SpecFile {
  return EJSON.parse(readFileSync(path, 'utf8'), { relaxed: true }) as SpecFile;
}

/** The kind of each entity a file declares (client, database, collection...). */
function entityKinds(file: SpecFile): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const entity of file.createEntities ?? []) {
    const [kind, spec] = Object.entries(entity)[0] as [string, Document];
    kinds.set(String(spec.id), kind);
  }
  return kinds;
}

/**
 * Tests the official Node.js driver itself does not pass, whatever the server: it sends
 * bypassDocumentValidation only when true, and replaces a null `_id` with a new ObjectId before inserting.
 */
const DRIVER_DEVIATIONS: Record<string, string> = {
  'bypassDocumentValidation.json/Aggregate with $out passes bypassDocumentValidation: false':
    'the Node.js driver sends bypassDocumentValidation only when true',
  'bypassDocumentValidation.json/BulkWrite passes bypassDocumentValidation: false':
    'the Node.js driver sends bypassDocumentValidation only when true',
  'bypassDocumentValidation.json/FindOneAndReplace passes bypassDocumentValidation: false':
    'the Node.js driver sends bypassDocumentValidation only when true',
  'bypassDocumentValidation.json/FindOneAndUpdate passes bypassDocumentValidation: false':
    'the Node.js driver sends bypassDocumentValidation only when true',
  'bypassDocumentValidation.json/InsertMany passes bypassDocumentValidation: false':
    'the Node.js driver sends bypassDocumentValidation only when true',
  'create-null-ids.json/inserting _id with type null via insertOne':
    'the Node.js driver replaces a null `_id` with a new ObjectId',
  'create-null-ids.json/inserting _id with type null via insertMany':
    'the Node.js driver replaces a null `_id` with a new ObjectId',
  'create-null-ids.json/inserting _id with type null via bulkWrite':
    'the Node.js driver replaces a null `_id` with a new ObjectId',
};

/** Why a test does not apply to this server or cannot run here, or undefined when it runs. */
export function skipReason(
  fileName: string,
  file: SpecFile,
  test: SpecTest,
  server: ServerDescription,
): string | undefined {
  const deviation = DRIVER_DEVIATIONS[`${fileName}/${test.description}`];
  if (deviation) return deviation;
  if (compareVersions(file.schemaVersion, SCHEMA_VERSION) > 0)
    return `schema version ${file.schemaVersion} is newer than the runner's ${SCHEMA_VERSION}`;
  if (test.skipReason) return test.skipReason;
  const requirement =
    unmetRequirements(file.runOnRequirements, server) ?? unmetRequirements(test.runOnRequirements, server);
  if (requirement) return requirement;
  const kinds = entityKinds(file);
  for (const operation of test.operations) {
    const reason = unsupportedOperation(operation, kinds);
    if (reason) return reason;
  }
  for (const expected of test.expectEvents ?? [])
    if (expected.eventType && expected.eventType !== 'command')
      return `${expected.eventType} events are not observed by this runner`;
  return undefined;
}

// Commands whose events a runner never reports (security-sensitive ones, as the drivers redact them).
const SENSITIVE = new Set([
  'authenticate',
  'saslstart',
  'saslcontinue',
  'getnonce',
  'createuser',
  'updateuser',
  'copydbgetnonce',
  'copydbsaslstart',
  'copydb',
  'hello',
  'ismaster',
]);

type ObservedEvent =
  | { kind: 'commandStartedEvent'; event: CommandStartedEvent }
  | { kind: 'commandSucceededEvent'; event: CommandSucceededEvent }
  | { kind: 'commandFailedEvent'; event: CommandFailedEvent };

interface TestState {
  entities: Entities;
  clients: MongoClient[];
  events: Map<string, ObservedEvent[]>;
}

/** The URI of a client entity: the server's, with the entity's uriOptions as query parameters. */
function clientUri(uri: string, options: Document = {}): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(options)) url.searchParams.set(key, String(value));
  return url.toString();
}

function readPreferenceOf(options: Document | undefined): Document | undefined {
  const preference = options?.readPreference as Document | undefined;
  if (!preference) return options;
  const { mode, tagSets, ...rest } = preference;
  return { ...options, readPreference: new ReadPreference(mode, tagSets, rest) };
}

async function createEntities(file: SpecFile, uri: string, state: TestState): Promise<void> {
  for (const entity of file.createEntities ?? []) {
    const [kind, spec] = Object.entries(entity)[0] as [string, Document];
    const id = String(spec.id);
    if (kind === 'client') {
      const client = new MongoClient(clientUri(uri, spec.uriOptions as Document | undefined), {
        monitorCommands: Boolean(spec.observeEvents),
        serverSelectionTimeoutMS: 5000,
      });
      state.clients.push(client);
      if (spec.observeEvents) {
        const observed: ObservedEvent[] = [];
        state.events.set(id, observed);
        const wanted = new Set(spec.observeEvents as string[]);
        const ignored = new Set(
          ((spec.ignoreCommandMonitoringEvents as string[]) ?? []).map((name) => name.toLowerCase()),
        );
        const keep = (name: string) =>
          !ignored.has(name.toLowerCase()) &&
          !SENSITIVE.has(name.toLowerCase()) &&
          name !== 'configureFailPoint';
        if (wanted.has('commandStartedEvent'))
          client.on(
            'commandStarted',
            (event) => keep(event.commandName) && observed.push({ kind: 'commandStartedEvent', event }),
          );
        if (wanted.has('commandSucceededEvent'))
          client.on(
            'commandSucceeded',
            (event) => keep(event.commandName) && observed.push({ kind: 'commandSucceededEvent', event }),
          );
        if (wanted.has('commandFailedEvent'))
          client.on(
            'commandFailed',
            (event) => keep(event.commandName) && observed.push({ kind: 'commandFailedEvent', event }),
          );
      }
      await client.connect();
      state.entities.set(id, client);
    } else if (kind === 'database') {
      const client = state.entities.get(String(spec.client)) as MongoClient;
      state.entities.set(
        id,
        client.db(String(spec.databaseName), readPreferenceOf(spec.databaseOptions as Document)),
      );
    } else if (kind === 'collection') {
      const db = state.entities.get(String(spec.database)) as ReturnType<MongoClient['db']>;
      state.entities.set(
        id,
        db.collection(String(spec.collectionName), readPreferenceOf(spec.collectionOptions as Document)),
      );
    } else throw new Error(`the entity kind ${kind} is not implemented`);
  }
}

/** Drops each collection, creates it (with its createOptions) and inserts its documents. */
async function loadData(internal: MongoClient, data: CollectionData[]): Promise<void> {
  for (const { collectionName, databaseName, documents, createOptions } of data) {
    const db = internal.db(databaseName);
    await db.dropCollection(collectionName, { writeConcern: { w: 'majority' } }).catch(() => undefined);
    await db.createCollection(collectionName, { ...createOptions, writeConcern: { w: 'majority' } });
    if (documents.length)
      await db.collection(collectionName).insertMany(documents, { writeConcern: { w: 'majority' } });
  }
}

/** Whether an error came from the driver rather than from a server reply. */
const isClientError = (error: unknown) => !(error instanceof MongoServerError);

function checkError(operation: Operation, error: unknown, entities: Entities): void {
  const expected = operation.expectError ?? {};
  const failure = error as Document;
  const where = `${operation.name}: error ${String(failure?.message)}`;
  if (expected.isClientError !== undefined && isClientError(error) !== expected.isClientError)
    throw new MatchError(`${where} is ${isClientError(error) ? 'a client' : 'a server'} error`);
  if (
    expected.errorContains !== undefined &&
    !String(failure?.message).toLowerCase().includes(String(expected.errorContains).toLowerCase())
  )
    throw new MatchError(`${where} does not contain "${String(expected.errorContains)}"`);
  if (expected.errorCode !== undefined && failure?.code !== expected.errorCode)
    throw new MatchError(
      `${where} has code ${String(failure?.code)}, expected ${String(expected.errorCode)}`,
    );
  if (
    expected.errorCodeName !== undefined &&
    String(failure?.codeName).toLowerCase() !== String(expected.errorCodeName).toLowerCase()
  )
    throw new MatchError(
      `${where} has codeName ${String(failure?.codeName)}, expected ${String(expected.errorCodeName)}`,
    );
  for (const label of (expected.errorLabelsContain as string[]) ?? [])
    if (!failure?.hasErrorLabel?.(label)) throw new MatchError(`${where} lacks the label ${label}`);
  for (const label of (expected.errorLabelsOmit as string[]) ?? [])
    if (failure?.hasErrorLabel?.(label)) throw new MatchError(`${where} has the label ${label}`);
  if (expected.errorResponse !== undefined)
    assertMatches(
      expected.errorResponse,
      failure?.errorResponse,
      { root: true, entities },
      `${operation.name} errorResponse`,
    );
  if (expected.expectResult !== undefined)
    assertMatches(
      expected.expectResult,
      failure?.result,
      { root: true, entities },
      `${operation.name} partial result`,
    );
}

async function runOne(operation: Operation, entities: Entities): Promise<void> {
  let result: unknown;
  try {
    result = await runOperation(operation, entities);
  } catch (error) {
    if (operation.ignoreResultAndError) return;
    if (!operation.expectError) throw error;
    checkError(operation, error, entities);
    return;
  }
  if (operation.ignoreResultAndError) return;
  if (operation.expectError)
    throw new MatchError(`${operation.name}: expected an error, got the result ${JSON.stringify(result)}`);
  if (operation.saveResultAsEntity) entities.set(operation.saveResultAsEntity, result);
  if (operation.expectResult !== undefined)
    assertMatches(operation.expectResult, result, { root: true, entities }, `${operation.name} result`);
}

/** An observed event as the format describes it, for matching. */
function eventShape({ kind, event }: ObservedEvent): Document {
  if (kind === 'commandStartedEvent')
    return {
      [kind]: { command: event.command, commandName: event.commandName, databaseName: event.databaseName },
    };
  if (kind === 'commandSucceededEvent')
    return {
      [kind]: { reply: event.reply, commandName: event.commandName, databaseName: event.databaseName },
    };
  return { [kind]: { commandName: event.commandName, databaseName: event.databaseName } };
}

function checkEvents(expectations: ExpectedEvents[], state: TestState): void {
  for (const { client, events: expected, ignoreExtraEvents } of expectations) {
    const observed = (state.events.get(client) ?? []).map(eventShape);
    const count = ignoreExtraEvents ? Math.min(observed.length, expected.length) : observed.length;
    if (count !== expected.length)
      throw new MatchError(
        `${client}: expected ${expected.length} events, observed ${observed.length}: ${observed.map((event) => Object.values(event)[0].commandName).join(', ')}`,
      );
    expected.forEach((event, index) => {
      const [kind, fields] = Object.entries(event)[0] as [string, Document];
      const actual = observed[index];
      if (!(kind in actual))
        throw new MatchError(`${client} event ${index}: expected ${kind}, got ${Object.keys(actual)[0]}`);
      // `command` and `reply` are root-level documents: extra fields (lsid, $db...) are allowed there only.
      for (const [field, value] of Object.entries(fields))
        assertMatches(
          value,
          actual[kind][field],
          { root: field === 'command' || field === 'reply', entities: state.entities },
          `${client} event ${index} ${field}`,
        );
    });
  }
}

async function checkOutcome(
  internal: MongoClient,
  outcome: CollectionData[],
  entities: Entities,
): Promise<void> {
  for (const { collectionName, databaseName, documents } of outcome) {
    const stored = await internal
      .db(databaseName)
      .collection(collectionName)
      .find({}, { sort: { _id: 1 }, readConcern: { level: 'local' }, readPreference: 'primary' })
      .toArray();
    assertMatches(documents, stored, { root: false, entities }, `outcome ${databaseName}.${collectionName}`);
  }
}

/**
 * Runs one test against the server at `uri`: loads the initial data with `internal`, creates the entities,
 * runs the operations, then checks the events and the outcome. Throws on the first failed assertion.
 */
export async function runSpecTest(
  file: SpecFile,
  test: SpecTest,
  uri: string,
  internal: MongoClient,
): Promise<void> {
  await loadData(internal, file.initialData ?? []);
  const state: TestState = { entities: new Map(), clients: [], events: new Map() };
  try {
    await createEntities(file, uri, state);
    for (const operation of test.operations) await runOne(operation, state.entities);
    // Events stop being recorded here: closing the clients sends endSessions, which no test expects.
    for (const client of state.clients) client.removeAllListeners();
    checkEvents(test.expectEvents ?? [], state);
    await checkOutcome(internal, test.outcome ?? [], state.entities);
  } finally {
    await Promise.all(state.clients.map((client) => client.close()));
  }
}
