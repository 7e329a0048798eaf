// Where a page's main thread spends a load (BENCH_PROFILE=1): chromium's own counters (script, layout,
// style, all tasks) and a sampled CPU profile summed by script file and by function, so a slow cold load
// names what to cut instead of leaving it to guesswork.
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface LoadProfile {
  /** Chromium's main-thread counters over the load, in ms. */
  counters: Record<'tasks' | 'script' | 'layout' | 'style', number>;
  /** Self time per script file (or V8's own bucket, such as `(garbage collector)`), in ms, largest first. */
  byFile: Array<[string, number]>;
  /** Self time per function, in ms, largest first. */
  byFunction: Array<[string, number]>;
}

const counterNames = {
  tasks: 'TaskDuration',
  script: 'ScriptDuration',
  layout: 'LayoutDuration',
  style: 'RecalcStyleDuration',
} as const;

async function readCounters(cdp: CDPSession): Promise<LoadProfile['counters']> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    tasks: value(counterNames.tasks),
    script: value(counterNames.script),
    layout: value(counterNames.layout),
    style: value(counterNames.style),
  };
}

const fileOf = (url: string) => (url ? (url.split('/').pop() ?? url) : '');

function largest(totals: Map<string, number>, count: number): Array<[string, number]> {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

function summarise(profile: Profile): Pick<LoadProfile, 'byFile' | 'byFunction'> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const file = fileOf(frame.url) || frame.functionName || '(anonymous)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const where = frame.url ? `${fileOf(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byFile: largest(byFile, 12), byFunction: largest(byFunction, 15) };
}

/** Starts profiling the page's renderer; `stop()` ends it and sums what it saw. */
export async function startProfile(page: Page): Promise<{ stop(): Promise<LoadProfile> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const before = await readCounters(cdp);
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      const after = await readCounters(cdp);
      await cdp.detach();
      const counters = {
        tasks: after.tasks - before.tasks,
        script: after.script - before.script,
        layout: after.layout - before.layout,
        style: after.style - before.style,
      };
      return { counters, ...summarise(profile as Profile) };
    },
  };
}

export function printProfile(name: string, profile: LoadProfile): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const { tasks, script, layout, style } = profile.counters;
  console.log(
    `  ${name}: main thread ${ms(tasks)} (script ${ms(script)}, layout ${ms(layout)}, style ${ms(style)})`,
  );
  console.log('    by file:');
  for (const [file, value] of profile.byFile) console.log(`      ${ms(value).padStart(8)}  ${file}`);
  console.log('    by function:');
  for (const [name, value] of profile.byFunction) console.log(`      ${ms(value).padStart(8)}  ${name}`);
}
