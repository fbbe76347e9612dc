import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema.ts';
import { withholdsAdminPowers } from './admin-second-factor.ts';
import { DEFAULT_BAN_REASON } from '#contracts/users.constants.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import type { Services } from './services.ts';
import {
  extendSession,
  LAST_USED_RESOLUTION_MS,
  networkOf,
  recordSession,
  summarizeClient,
  touchSession,
} from './sessions.ts';
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
  /** The session (`sessions.id`) the request came with. */
  sessionId: string;
  /** The last proof of presence on this session (see `platform/presence.ts`), if any. */
  provenAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller, or a 401/403 when not signed in, banned, or the token is no longer valid; with
     * `authorize` (a policy's assert), also the 403 it throws for a caller it refuses.
     */
    requireViewer(authorize?: (viewer: Viewer) => void): Promise<Viewer>;
    /** The caller when a valid token came with the request, else null (a visitor). */
    optionalViewer(): Promise<Viewer | null>;
  }
}

type TokenSource = { token: string; from: 'cookie' | 'bearer' };

/** The tokens a request carries, the bearer token first. */
function readTokens(request: FastifyRequest): TokenSource[] {
  const sources: TokenSource[] = [];
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer '))
    sources.push({ token: header.slice(7).trim(), from: 'bearer' });
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE];
  if (cookie) sources.push({ token: cookie, from: 'cookie' });
  return sources;
}

/** Why and until when an account is banned, in English and as the catalog's message. */
function banOf(banExpiresAt: Date | null, reason: string | null) {
  const permanent = !banExpiresAt || banExpiresAt.getUTCFullYear() >= PERMANENT_BAN_YEAR;
  const until = permanent
    ? 'permanently'
    : `until ${banExpiresAt.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return {
    message: `Your account has been banned ${until}. Reason: ${reason || DEFAULT_BAN_REASON}`,
    localized: {
      id: 'auth.banned',
      values: {
        permanent: permanent ? 'yes' : 'no',
        until: banExpiresAt ?? '',
        // The admin's own words stay as written; the default reason is the catalog's.
        reason: reason || { id: 'auth.defaultBanReason' },
      },
    },
  };
}

export const banMessage = (banExpiresAt: Date | null, reason: string | null): string =>
  banOf(banExpiresAt, reason).message;

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
  const ban = banOf(user.banExpiresAt, user.banReason);
  throw new HttpError(403, ban.message, undefined, ban.localized);
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

/**
 * The caller by the first token that opens a session. A bearer token that does not (the spec's
 * client sends `Bearer undefined` once its stored user has lost the token) never hides a valid
 * session cookie, which is then held to the cookie's own origin check.
 */
async function resolveViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const sources = readTokens(request);
  if (sources.length === 0) throw unauthorized('You must be signed in');
  for (const [index, source] of sources.entries()) {
    try {
      return await viewerFromToken(app, request, source);
    } catch (error) {
      const isLast = index === sources.length - 1;
      if (isLast || !(error instanceof HttpError && error.statusCode === 401)) throw error;
    }
  }
  throw unauthorized('You must be signed in');
}

async function viewerFromToken(
  app: FastifyInstance,
  request: FastifyRequest,
  source: TokenSource,
): Promise<Viewer> {
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
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      provenAt: sessions.provenAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, verified.claims.sid), eq(sessions.userId, users.id)))
    .where(eq(users.id, verified.claims.sub))
    .limit(1);
  // A deleted account, a token from before a sign-out or password reset, or a signed-out device.
  if (!user || user.tokenVersion !== verified.claims.ver || !user.sessionId) {
    throw unauthorized(SESSION_EXPIRED_MESSAGE);
  }
  await assertNotBanned(app, user);
  if (source.from === 'cookie') assertSameOrigin(app, request);
  const now = app.services.clock.now();
  if (now.getTime() - user.lastUsedAt!.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchSession(app.db, user.sessionId, networkOf(request.ip), now);
  }
  const adminPowersWithheld = await withholdsAdminPowers(app, request, user);
  return {
    id: user.id,
    username: user.username,
    isAdmin: user.isAdmin && !adminPowersWithheld,
    isPublisher: user.isPublisher,
    tokenVersion: user.tokenVersion,
    sessionId: user.sessionId,
    provenAt: user.provenAt,
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
  app.decorateRequest(
    'requireViewer',
    async function (this: FastifyRequest, authorize?: (viewer: Viewer) => void) {
      const viewer = await viewerOf(app, this);
      authorize?.(viewer);
      return viewer;
    },
  );
  app.decorateRequest('optionalViewer', async function (this: FastifyRequest) {
    if (readTokens(this).length === 0) return null;
    try {
      return await viewerOf(app, this);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  });
}

function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: app.config.tokenLifetimeSeconds,
  });
}

export interface SessionStart {
  /**
   * When the owner last proved to be present: a start is a proof (a sign-in, a second factor)
   * unless the caller says otherwise (`null`, or the earlier time a new password carries over).
   */
  provenAt?: Date | null;
}

/**
 * Records a session for the user on the requesting device (a new row of `sessions`), signs
 * its token and sets it as the httpOnly session cookie: the one way a session starts.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { id: string; tokenVersion: number },
  { provenAt }: SessionStart = {},
): Promise<string> {
  const now = app.services.clock.now();
  const request = reply.request;
  const sessionId = await recordSession(
    app.db,
    user.id,
    summarizeClient(request.headers['user-agent'], request.ip),
    {
      now,
      expiresAt: new Date(now.getTime() + app.config.tokenLifetimeSeconds * 1000),
      provenAt: provenAt === undefined ? now : provenAt,
    },
  );
  const token = await signAccessToken(
    app.jwtSecret,
    { userId: user.id, tokenVersion: user.tokenVersion, sessionId },
    app.config.tokenLifetimeSeconds,
  );
  setSessionCookie(app, reply, token);
  return token;
}

/**
 * Sets a session cookie that opens nothing, of the same form as a real one (a token for a made-up
 * account and session, signed with a throwaway key): the answer to a sign-up with a registered
 * address, which must look like a new account's and sign nobody in (decision 028).
 */
export async function setDecoySessionCookie(app: FastifyInstance, reply: FastifyReply) {
  const token = await signAccessToken(
    randomBytes(32).toString('hex'),
    { userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() },
    app.config.tokenLifetimeSeconds,
  );
  setSessionCookie(app, reply, token);
}

/** A fresh token for the caller's own session, which lives on as long (no new device, no proof). */
export async function renewSession(
  app: FastifyInstance,
  reply: FastifyReply,
  viewer: Viewer,
): Promise<string> {
  const lifetime = app.config.tokenLifetimeSeconds;
  const expiresAt = new Date(app.services.clock.now().getTime() + lifetime * 1000);
  await extendSession(app.db, viewer.sessionId, expiresAt);
  const token = await signAccessToken(
    app.jwtSecret,
    { userId: viewer.id, tokenVersion: viewer.tokenVersion, sessionId: viewer.sessionId },
    lifetime,
  );
  setSessionCookie(app, reply, token);
  return token;
}

export function endSession(reply: FastifyReply) {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
}
