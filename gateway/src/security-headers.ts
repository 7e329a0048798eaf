import type { Middleware } from 'koa';

/**
 * CSP for the app: scripts, styles, fonts and connections from this origin (plus configured microfrontend
 * hosts); inline styles for styled-components, which injects <style> tags at run time; images from this
 * origin and data: URLs; no plugins, no framing.
 */
export function contentSecurityPolicy(extraSources: string[] = []): string {
  const extra = extraSources.length ? ` ${extraSources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries, names lower-cased (HSTS apart: only over HTTPS). */
export function securityHeaderList(extraSources: string[] = []): Array<[name: string, value: string]> {
  return [
    ['content-security-policy', contentSecurityPolicy(extraSources)],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

/** Strict-Transport-Security, sent when the request came over HTTPS. */
export const STRICT_TRANSPORT_SECURITY: [name: string, value: string] = [
  'strict-transport-security',
  'max-age=31536000; includeSubDomains',
];

export function securityHeaders(extraSources: string[] = []): Middleware {
  const headers = Object.fromEntries(securityHeaderList(extraSources));
  return async function setSecurityHeaders(ctx, next) {
    ctx.set(headers);
    if (ctx.secure) ctx.set(...STRICT_TRANSPORT_SECURITY);
    await next();
  };
}
