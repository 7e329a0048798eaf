/** Reads V8 `.cpuprofile` files and prints the functions with the most self time. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string) => {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('node_modules/');
  return modules >= 0 ? path.slice(modules + 'node_modules/'.length) : relative(process.cwd(), path);
};

// Time the process spent waiting, not working: left out so shares are of the busy time.
const NOT_WORK = new Set(['(idle)', '(program)']);

/** Self time per function (name and location), largest first, as shares of the busy time. */
export function topFunctions(profile: CpuProfile, count: number): Array<{ name: string; share: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (NOT_WORK.has(frame.functionName)) return;
    const name = frame.url
      ? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
      : frame.functionName;
    self.set(name, (self.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => ({ name, share: time / total }));
}

/** Prints the top functions of every profile in a directory. */
export function printProfiles(dir: string, count = 15): void {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    console.log(`\n${file}: self time, share of busy time`);
    for (const { name, share } of topFunctions(profile, count)) {
      console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  }
}
