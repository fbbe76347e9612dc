import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal OAuth 2.0 provider on 127.0.0.1: /authorize hands out a code bound to the PKCE
 * challenge, /token checks the verifier and client secret, /userinfo answers `nextProfile`.
 */
export class FakeOAuthProvider {
  nextProfile: Record<string, unknown> = {};
  private readonly codes = new Map<
    string,
    { challenge: string; profile: Record<string, unknown> }
  >();
  private readonly tokens = new Map<string, Record<string, unknown>>();
  private server!: Server;
  baseUrl = '';

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start() {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.baseUrl);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/authorize') {
        const code = randomBytes(8).toString('hex');
        this.codes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          profile: this.nextProfile,
        });
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/token') {
        let raw = '';
        request.on('data', (chunk) => (raw += chunk));
        request.on('end', () => {
          const form = new URLSearchParams(raw);
          const grant = this.codes.get(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (
            !grant ||
            grant.challenge !== challenge ||
            form.get('client_secret') !== this.clientSecret
          ) {
            return send(400, { error: 'invalid_grant' });
          }
          this.codes.delete(form.get('code')!);
          const token = randomBytes(8).toString('hex');
          this.tokens.set(token, grant.profile);
          send(200, { access_token: token, token_type: 'Bearer' });
        });
        return;
      }
      if (url.pathname === '/userinfo') {
        const token = (request.headers.authorization ?? '').replace('Bearer ', '');
        const profile = this.tokens.get(token);
        return profile ? send(200, profile) : send(401, { error: 'invalid_token' });
      }
      send(404, { error: 'not_found' });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The environment that points an app's Google sign-in at this fake. */
  googleEnvironment() {
    return this.environment('GOOGLE');
  }

  /** The environment that points an app's Facebook sign-in at this fake. */
  facebookEnvironment() {
    return this.environment('FACEBOOK');
  }

  private environment(provider: 'GOOGLE' | 'FACEBOOK') {
    return {
      [`${provider}_CLIENT_ID`]: this.clientId,
      [`${provider}_CLIENT_SECRET`]: this.clientSecret,
      [`${provider}_AUTHORIZE_URL`]: `${this.baseUrl}/authorize`,
      [`${provider}_TOKEN_URL`]: `${this.baseUrl}/token`,
      [`${provider}_USERINFO_URL`]: `${this.baseUrl}/userinfo`,
    };
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
