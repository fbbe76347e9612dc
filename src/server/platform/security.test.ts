import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { builtPageScriptHashes, inlineScriptHashes, registerSecurityHeaders } from './security.ts';

/** A page with one inline script, one module script and one script from a file. */
const PAGE = `<!doctype html><html><head>
<script>document.title = 'x';</script>
<script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>
</head><body><script type="module">
      console.log(1);
    </script></body></html>`;

// The SHA-256 digests of the two inline scripts' exact text, worked out apart from this code
// (`printf '%s' "$script" | openssl dgst -sha256 -binary | base64`).
const TITLE_SCRIPT = "'sha256-50Gb08pbYvh/czsoacHlOU9i8miF5rMrUy6xPcLN6qo='";
const MODULE_SCRIPT = "'sha256-MZck8mLouz5ox5ChOGePSdYUWoUY90hzKqPmLCgeNU8='";

describe('the page’s inline scripts in the Content-Security-Policy', () => {
  it('hashes each inline script as written, whitespace included, and no script from a file', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([TITLE_SCRIPT, MODULE_SCRIPT]);
    expect(inlineScriptHashes('<html><body></body></html>')).toEqual([]);
  });

  it('reads the built page when there is one, and allows nothing more before a build', () => {
    const webDir = mkdtempSync(join(tmpdir(), 'hearth-csp-'));
    expect(builtPageScriptHashes(webDir)).toEqual([]);
    writeFileSync(join(webDir, 'index.html'), PAGE);
    expect(builtPageScriptHashes(webDir)).toEqual([TITLE_SCRIPT, MODULE_SCRIPT]);
  });

  it('allows scripts from this origin and those inline scripts, and no other inline script', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { isHttps: false, scriptHashes: [TITLE_SCRIPT] });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    const scriptSources = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSources).toBe(`script-src 'self' ${TITLE_SCRIPT}`);
    await app.close();
  });
});
