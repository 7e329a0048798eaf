import type { Middleware } from 'koa';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A Prometheus registry with process metrics and the request duration histogram. */
export interface ServiceMetrics {
  registry: Registry;
  /** Times every request by method, matched route and status. */
  middleware: Middleware;
  /** Answers `GET /metrics` in the Prometheus text format. */
  endpoint: Middleware;
}

export function createMetrics(serviceName: string): ServiceMetrics {
  // One registry per app, so several apps in one process (tests) never collide.
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const middleware: Middleware = async (ctx, next) => {
    const stop = duration.startTimer({ method: ctx.method });
    try {
      await next();
    } finally {
      // The route pattern, not the path, keeps the label set small.
      const route = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      stop({ route: route ? String(route) : 'unmatched', status: String(ctx.status) });
    }
  };

  const endpoint: Middleware = async (ctx) => {
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };

  return { registry, middleware, endpoint };
}
