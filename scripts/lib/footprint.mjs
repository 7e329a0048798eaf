// How much memory a running stack holds: the resident set (VmRSS) of each of its processes, read from
// /proc (Linux). Resident, not virtual: what a small server's RAM has to hold.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident megabytes of one process, or null when it is gone (or there is no /proc). */
export function residentMegabytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The stack's footprint now: `{ total, byProcess }` in megabytes for `pids` (`stack.pids`: name -> pid), or
 * null when it cannot be read here.
 */
export function stackFootprint(pids) {
  const byProcess = {};
  for (const [name, pid] of Object.entries(pids)) {
    const megabytes = residentMegabytes(pid);
    if (megabytes === null) return null;
    byProcess[name] = megabytes;
  }
  const total = Object.values(byProcess).reduce((sum, megabytes) => sum + megabytes, 0);
  return { total, byProcess };
}

/** `pid` and every process below it, by name (`<command>-<pid>`): a whole `npm start` with its supervisor. */
export function processTree(pid) {
  const children = new Map();
  const names = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return {};
  }
  for (const entry of entries) {
    try {
      // comm is in parentheses and may hold spaces; the parent pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const parent = Number(stat.slice(close + 2).split(' ')[1]);
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = {};
  const visit = (current) => {
    tree[roleOf(current) ?? `${names.get(current) ?? 'process'}-${current}`] = current;
    for (const child of children.get(current) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/** What a process of a stack is, read from its command line: `supervisor`, `host`, `mongo`, `nats`. */
function roleOf(pid) {
  let command;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  if (command.includes('service-host.mjs')) return `host`;
  if (command.includes('embedded-mongo')) return `mongo`;
  if (command.includes('nats-server')) return `nats`;
  if (command.includes('start.mjs')) return `supervisor`;
  return undefined;
}

/**
 * Samples the footprint every `everyMs` until `stop()`, which answers the highest total seen (and its
 * breakdown), so a burst between two readings of a bench is not missed.
 */
export function sampleFootprint(pidsNow, everyMs = 200) {
  let peak = null;
  const sample = () => {
    const now = stackFootprint(pidsNow());
    if (now && (!peak || now.total > peak.total)) peak = now;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** `612 MB (host 402, mongo 180, nats 16, ...)`: a footprint on one line, largest first. */
export function describeFootprint({ total, byProcess }) {
  const parts = Object.entries(byProcess)
    .sort(([, a], [, b]) => b - a)
    .map(([name, megabytes]) => `${name} ${Math.round(megabytes)}`);
  return `${Math.round(total)} MB (${parts.join(', ')})`;
}
