import type { Middleware } from 'koa';

/**
 * What a readiness check answers: usable now (`true`), not (`false`), or not yet with a word on why
 * (a string such as `importing 12%`, shown in the report in place of `fail`).
 */
export type CheckResult = boolean | string;

/** Named checks `/readyz` runs; each answers whether its dependency is usable now. */
export type ReadinessChecks = Record<string, () => CheckResult | Promise<CheckResult>>;

/** Body of `/readyz`: `status` is `ok` only when every check is; a check not ready is `fail` or its detail. */
export interface ReadinessReport {
  status: 'ok' | 'fail';
  checks: Record<string, string>;
}

async function runCheck(
  check: () => CheckResult | Promise<CheckResult>,
  timeoutMs: number,
): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
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
    const result = results[index];
    report.checks[name] = result === true ? 'ok' : result || 'fail';
    if (result !== true) report.status = 'fail';
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
