import type { MongoClient } from 'mongodb';

/** What the server under test announces: its version (buildInfo) and topology (hello). */
export interface ServerDescription {
  version: string;
  topology: 'single' | 'replicaset' | 'sharded' | 'load-balanced';
}

export interface RunOnRequirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  [other: string]: unknown;
}

export async function describeServer(client: MongoClient): Promise<ServerDescription> {
  const admin = client.db('admin');
  const [info, hello] = await Promise.all([admin.command({ buildInfo: 1 }), admin.command({ hello: 1 })]);
  const topology = hello.msg === 'isdbgrid' ? 'sharded' : hello.setName ? 'replicaset' : 'single';
  return { version: String(info.version), topology };
}

const parts = (version: string) => {
  const numbers = version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  while (numbers.length < 3) numbers.push(0);
  return numbers.slice(0, 3);
};

/** Compares dotted versions by their first three parts, missing parts being 0 (as the format says). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

const KNOWN = new Set(['minServerVersion', 'maxServerVersion', 'topologies', 'serverless']);

/** Why one requirement is not met by this server, or undefined when it is. */
function unmet(requirement: RunOnRequirement, server: ServerDescription): string | undefined {
  const unknown = Object.keys(requirement).filter((key) => !KNOWN.has(key));
  if (unknown.length)
    return `needs ${unknown.map((key) => `${key}: ${JSON.stringify(requirement[key])}`).join(', ')}`;
  if (requirement.minServerVersion && compareVersions(server.version, requirement.minServerVersion) < 0)
    return `needs server version >= ${requirement.minServerVersion}`;
  if (requirement.maxServerVersion && compareVersions(server.version, requirement.maxServerVersion) > 0)
    return `needs server version <= ${requirement.maxServerVersion}`;
  if (requirement.topologies && !requirement.topologies.includes(server.topology))
    return `needs topology ${requirement.topologies.join(' or ')}`;
  if (requirement.serverless === 'require') return 'needs a serverless deployment';
  return undefined;
}

/** Undefined when any of the requirements is met (or there are none), else why none is. */
export function unmetRequirements(
  requirements: RunOnRequirement[] | undefined,
  server: ServerDescription,
): string | undefined {
  if (!requirements || requirements.length === 0) return undefined;
  const reasons: string[] = [];
  for (const requirement of requirements) {
    const reason = unmet(requirement, server);
    if (!reason) return undefined;
    reasons.push(reason);
  }
  return [...new Set(reasons)].join('; or ');
}
