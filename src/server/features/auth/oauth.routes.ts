import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import * as auth from '#contracts/auth.endpoints.ts';
import { text } from '#contracts/common.ts';
import type { OAuthClient, OAuthProviderName } from '../../config.ts';
import { assertNotBanned, startSession } from '../../platform/auth.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { secondFactorTicket } from '../second-factor/sign-in-ticket.ts';
import { linkProviderAccount } from './link-provider-account.ts';
import { accountForProviderProfile, SignInToLinkError } from './oauth-account.ts';
import { isProviderName, OAUTH_PROVIDERS } from './oauth-providers.ts';

const STATE_COOKIE = 'oauth_state';
const STATE_LIFETIME_SECONDS = 600;
const modeSchema = z.enum(['popup', 'redirect']).default('popup');
/** `link`: a signed-in member adds the provider to their own account. */
const intentSchema = z.enum(['sign-in', 'link']).default('sign-in');

interface PendingSignIn {
  provider: OAuthProviderName;
  state: string;
  verifier: string;
  mode: 'popup' | 'redirect';
  /** The signed-in member who asked to link the provider, who must still be signed in at the end. */
  linkUserId?: string;
}

type Outcome =
  | { status: 'ok' }
  | { status: 'linked'; provider: OAuthProviderName }
  | { status: 'error'; message: string }
  | { status: 'link-required'; provider: OAuthProviderName; message: string };

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Google and Facebook sign-in as an OAuth 2.0 authorization-code flow with state and PKCE, which
 * the server completes: it reads the e-mail, name and photo from the provider itself and never
 * signs anyone in from an address posted by the browser. The browser ends on /oauth/complete,
 * which tells the opener (popup) or the page (redirect) how it went: `ok`, `error`,
 * `link-required` (the provider's address is an account's, but unverified: sign in, then link)
 * or `linked` (`intent=link` added the provider to the signed-in member's account).
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['auth']);
  const secret = new TextEncoder().encode(`${app.jwtSecret}:oauth-state`);
  const callbackUrl = (provider: string) =>
    `${app.config.publicUrl}/api/auth/oauth/${provider}/callback`;
  const clientFor = (provider: string): { name: OAuthProviderName; client: OAuthClient } => {
    const client = isProviderName(provider) ? app.config.oauth[provider] : undefined;
    if (!client) throw notFound('This sign-in provider is not available');
    return { name: provider as OAuthProviderName, client };
  };
  const completePage = (mode: string, outcome: Outcome) => {
    const query = new URLSearchParams({ mode, ...outcome });
    return `/oauth/complete?${query}`;
  };

  await route(auth.providers, {
    summary: 'The identity providers this installation offers',
    handler: async () => ({ providers: Object.keys(app.config.oauth) as OAuthProviderName[] }),
  });

  app.get(
    '/api/auth/oauth/:provider/start',
    {
      preHandler: app.authLimit,
      schema: {
        tags: ['auth'],
        summary: "Redirects to the provider's sign-in page",
        description:
          'With `intent=link`, a signed-in member links the provider to their own account (the way in when the provider does not vouch for its e-mail address).',
        params: z.object({ provider: text() }),
        querystring: z.object({ mode: modeSchema, intent: intentSchema }),
      },
    },
    async (request, reply) => {
      const { name, client } = clientFor(request.params.provider);
      let linkUserId: string | undefined;
      if (request.query.intent === 'link') {
        const viewer = await request.optionalViewer();
        if (!viewer) {
          const message = `Sign in to Hearth first, then link ${OAUTH_PROVIDERS[name].label} to your account.`;
          return reply.redirect(
            completePage(request.query.mode, { status: 'link-required', provider: name, message }),
          );
        }
        linkUserId = viewer.id;
      }
      const pending: PendingSignIn = {
        provider: name,
        state: base64url(randomBytes(24)),
        verifier: base64url(randomBytes(48)),
        mode: request.query.mode,
        ...(linkUserId ? { linkUserId } : {}),
      };
      const sealed = await new SignJWT({ ...pending })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(`${STATE_LIFETIME_SECONDS}s`)
        .sign(secret);
      reply.setCookie(STATE_COOKIE, sealed, {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https://'),
        path: '/api/auth/oauth',
        maxAge: STATE_LIFETIME_SECONDS,
      });
      const challenge = base64url(createHash('sha256').update(pending.verifier).digest());
      const authorize = new URL(client.authorizeUrl);
      authorize.search = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: callbackUrl(name),
        response_type: 'code',
        scope: OAUTH_PROVIDERS[name].scope,
        state: pending.state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString();
      return reply.redirect(authorize.toString());
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; completes the sign-in',
        params: z.object({ provider: text() }),
        querystring: z.object({
          code: text().max(2048).optional(),
          state: text().max(200).optional(),
          error: text().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { name, client } = clientFor(request.params.provider);
      const pending = await jwtVerify(request.cookies[STATE_COOKIE] ?? '', secret)
        .then(({ payload }) => payload as unknown as PendingSignIn)
        .catch(() => null);
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth/oauth' });
      const mode = pending?.mode ?? 'redirect';
      const fail = (message: string) =>
        reply.redirect(completePage(mode, { status: 'error', message }));

      if (request.query.error) return fail('Sign-in was cancelled');
      if (!pending || pending.provider !== name || pending.state !== request.query.state) {
        return fail('Sign-in could not be verified. Please try again.');
      }
      if (!request.query.code) return fail('Sign-in was cancelled');

      try {
        const accessToken = await exchangeCode(client, {
          code: request.query.code,
          redirectUri: callbackUrl(name),
          verifier: pending.verifier,
        });
        const userInfo = await fetchJson(client.userInfoUrl, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const profile = OAUTH_PROVIDERS[name].toProfile(userInfo);
        if (pending.linkUserId) {
          const viewer = await request.optionalViewer();
          if (viewer?.id !== pending.linkUserId) {
            return fail('Your session has ended. Sign in again, then link the account.');
          }
          await linkProviderAccount(app.services, name, profile, viewer.id);
          return reply.redirect(completePage(mode, { status: 'linked', provider: name }));
        }
        const user = await accountForProviderProfile(app.services, name, profile);
        await assertNotBanned(app.services, user);
        const secondFactor = await secondFactorTicket(app.services, user.id);
        if (secondFactor) {
          // In the fragment, which the browser never sends on: no log or proxy sees the ticket.
          const fragment = new URLSearchParams({
            ticket: secondFactor.ticket,
            methods: secondFactor.methods.join(','),
          });
          const query = new URLSearchParams({ mode, status: 'second-factor' });
          return reply.redirect(`/oauth/complete?${query}#${fragment}`);
        }
        await startSession(app, reply, user);
        return reply.redirect(completePage(mode, { status: 'ok' }));
      } catch (error) {
        if (error instanceof SignInToLinkError) {
          const outcome = { provider: error.provider, message: error.message };
          return reply.redirect(completePage(mode, { status: 'link-required', ...outcome }));
        }
        if (error instanceof HttpError) return fail(error.message);
        request.log.error({ err: error, provider: name }, 'OAuth sign-in failed');
        return fail('Sign-in failed. Please try again.');
      }
    },
  );
};

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

async function exchangeCode(
  client: OAuthClient,
  grant: { code: string; redirectUri: string; verifier: string },
): Promise<string> {
  const body = await fetchJson(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code_verifier: grant.verifier,
    }),
  });
  if (typeof body.access_token !== 'string') throw new Error('No access token from the provider');
  return body.access_token;
}
