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

export function securityHeaders(extraSources: string[] = []): Middleware {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(extraSources),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  return async function setSecurityHeaders(ctx, next) {
    ctx.set(headers);
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
