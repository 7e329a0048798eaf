import type { Middleware } from 'koa';
import type { ServiceName } from './routes';

/** One service as `/healthz` reports it: its own `/readyz` report, or why it could not be read. */
export type ServiceHealth =
  { status: 'ok' | 'fail'; checks?: Record<string, string> } | { status: 'unreachable'; error: string };

async function readinessOf(baseUrl: string, timeoutMs: number): Promise<ServiceHealth> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    const report = (await response.json()) as { status?: string; checks?: Record<string, string> };
    return { status: response.ok && report.status === 'ok' ? 'ok' : 'fail', checks: report.checks };
  } catch (error) {
    return { status: 'unreachable', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `/healthz`: every configured service's `/readyz` (and through it Mongo and NATS), 200 when all are ok,
 * 503 otherwise.
 */
export function aggregateHealth(
  services: Partial<Record<ServiceName, string>>,
  timeoutMs = 2000,
): Middleware {
  return async (ctx) => {
    const names = Object.keys(services) as ServiceName[];
    const reports = await Promise.all(names.map((name) => readinessOf(services[name]!, timeoutMs)));
    const report: Record<string, ServiceHealth> = {};
    names.forEach((name, index) => (report[name] = reports[index]));
    const healthy = reports.every((service) => service.status === 'ok');
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'fail', services: report };
  };
}

/** The public face of a health check: `{status}` only, same status code; which service failed stays inside. */
export function upOrDown(health: Middleware): Middleware {
  return async (ctx, next) => {
    await health(ctx, next);
    ctx.body = { status: (ctx.body as { status?: unknown } | undefined)?.status === 'ok' ? 'ok' : 'fail' };
  };
}
