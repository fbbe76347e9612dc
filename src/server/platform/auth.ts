import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import { withholdsAdminPowers } from './admin-second-factor.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import type { Services } from './services.ts';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** The 403 of a call only admins may make. */
export const ADMIN_ONLY_MESSAGE = 'You do not have permission to access this page';
const PERMANENT_BAN_YEAR = 2100;

/** The signed-in caller of a request. */
export interface Viewer {
  id: string;
  username: string;
  isAdmin: boolean;
  isPublisher: boolean;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or a 401/403 when not signed in, banned, or the token is no longer valid. */
    requireViewer(): Promise<Viewer>;
    /** The caller when a valid token came with the request, else null (a visitor). */
    optionalViewer(): Promise<Viewer | null>;
  }
}

type TokenSource = { token: string; from: 'cookie' | 'bearer' };

function readToken(request: FastifyRequest): TokenSource | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), from: 'bearer' };
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

export function banMessage(banExpiresAt: Date | null, reason: string | null): string {
  const until =
    !banExpiresAt || banExpiresAt.getUTCFullYear() >= PERMANENT_BAN_YEAR
      ? 'permanently'
      : `until ${banExpiresAt.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return `Your account has been banned ${until}. Reason: ${reason || 'Violation of terms of service'}`;
}

/** A ban that has run out lifts itself; a live one refuses the request with its reason and end. */
export async function assertNotBanned(
  services: Pick<Services, 'db'>,
  user: { id: string; isBanned: boolean; banExpiresAt: Date | null; banReason: string | null },
) {
  if (!user.isBanned) return;
  if (user.banExpiresAt && user.banExpiresAt.getTime() <= Date.now()) {
    await services.db
      .update(users)
      .set({ isBanned: false, banReason: null, banExpiresAt: null })
      .where(eq(users.id, user.id));
    return;
  }
  throw forbidden(banMessage(user.banExpiresAt, user.banReason));
}

/**
 * Whether a browser's `Origin` names this site: `PUBLIC_URL`'s origin, or the origin the request
 * was addressed to (the Vite dev server proxies with its own). A browser sends our cookie from a
 * page of any origin, another port of this host included: those are not ours.
 */
export function isOwnOrigin(origin: string, publicUrl: string, requestOrigin: string): boolean {
  return origin === new URL(publicUrl).origin || origin === requestOrigin;
}

/**
 * A write authenticated by cookie must come from our own pages: the browser attaches cookies to
 * cross-site requests, so an Origin other than ours is refused (bearer tokens are not at risk).
 */
function assertSameOrigin(app: FastifyInstance, request: FastifyRequest) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  if (!isOwnOrigin(origin, app.config.publicUrl, `${request.protocol}://${request.host}`)) {
    throw forbidden('Cross-origin request refused');
  }
}

async function resolveViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const source = readToken(request);
  if (!source) throw unauthorized('You must be signed in');
  const verified = await verifyAccessToken(app.jwtSecret, source.token);
  if (!verified.ok) {
    throw unauthorized(verified.reason === 'expired' ? 'Token expired' : 'Invalid token');
  }
  const [user] = await app.db
    .select({
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      isPublisher: users.isPublisher,
      tokenVersion: users.tokenVersion,
      isBanned: users.isBanned,
      banReason: users.banReason,
      banExpiresAt: users.banExpiresAt,
    })
    .from(users)
    .where(eq(users.id, verified.claims.sub))
    .limit(1);
  // A deleted account, or a token from before a sign-out or password reset.
  if (!user || user.tokenVersion !== verified.claims.ver) {
    throw unauthorized(SESSION_EXPIRED_MESSAGE);
  }
  await assertNotBanned(app, user);
  if (source.from === 'cookie') assertSameOrigin(app, request);
  const adminPowersWithheld = await withholdsAdminPowers(app, request, user);
  return {
    id: user.id,
    username: user.username,
    isAdmin: user.isAdmin && !adminPowersWithheld,
    isPublisher: user.isPublisher,
    tokenVersion: user.tokenVersion,
  };
}

/** Resolved once per request: a limit and the route's handler may both ask for the caller. */
const viewers = new WeakMap<FastifyRequest, Promise<Viewer>>();

function viewerOf(app: FastifyInstance, request: FastifyRequest) {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = resolveViewer(app, request);
    viewers.set(request, viewer);
  }
  return viewer;
}

export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('requireViewer', function (this: FastifyRequest) {
    return viewerOf(app, this);
  });
  app.decorateRequest('optionalViewer', async function (this: FastifyRequest) {
    if (!readToken(this)) return null;
    try {
      return await viewerOf(app, this);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  });
}

/** Signs a token for the user and sets it as the httpOnly session cookie. */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { id: string; tokenVersion: number },
): Promise<string> {
  const token = await signAccessToken(app.jwtSecret, user, app.config.tokenLifetimeSeconds);
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: app.config.tokenLifetimeSeconds,
  });
  return token;
}

export function endSession(reply: FastifyReply) {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
}
