import type { Middleware } from 'koa';

/** Named checks `/readyz` runs; each answers whether its dependency is usable now. */
export type ReadinessChecks = Record<string, () => boolean | Promise<boolean>>;

/** Body of `/readyz`: `status` is `ok` only when every check is. */
export interface ReadinessReport {
  status: 'ok' | 'fail';
  checks: Record<string, 'ok' | 'fail'>;
}

async function runCheck(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check (each bounded by `timeoutMs`) into a report. */
export async function checkReadiness(checks: ReadinessChecks, timeoutMs = 2000): Promise<ReadinessReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => runCheck(checks[name], timeoutMs)));
  const report: ReadinessReport = { status: 'ok', checks: {} };
  names.forEach((name, index) => {
    report.checks[name] = results[index] ? 'ok' : 'fail';
    if (!results[index]) report.status = 'fail';
  });
  return report;
}

/** `/healthz`: the process is alive and serving. */
export const liveness: Middleware = (ctx) => {
  ctx.body = { status: 'ok' };
};

/** `/readyz`: 200 when every dependency is usable, 503 otherwise. */
export function readiness(checks: ReadinessChecks): Middleware {
  return async (ctx) => {
    const report = await checkReadiness(checks);
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  };
}
