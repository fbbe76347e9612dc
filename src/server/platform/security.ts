import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The CSP sources (`'sha256-…'`) that allow each inline script of a page, and no other. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The hashes of the built page's inline scripts (`index.html`), or none before a build. */
export function builtPageScriptHashes(webDir: string): string[] {
  const page = join(webDir, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}

/**
 * Security headers with a Content-Security-Policy the SPA passes: scripts only from this origin,
 * and the page's own inline scripts by their hashes (`scriptHashes`); inline styles because Mantine writes its CSS variables into style tags; images also from https
 * hosts because donation cases may use an image by URL. Helmet's middleware is built once and
 * set on every response, errors included; `@fastify/helmet` built it (and parsed the whole CSP)
 * again for every request, a tenth of a cached read's time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    isHttps,
    imageOrigins = [],
    scriptHashes = [],
  }: { isHttps: boolean; imageOrigins?: string[]; scriptHashes?: string[] },
) {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Plus the upload bucket's origin, which may be plain http on a private network.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    // The Google and Facebook sign-in popups talk back to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: isHttps,
  });
  app.addHook('onRequest', function securityHeaders(request, reply, done) {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
