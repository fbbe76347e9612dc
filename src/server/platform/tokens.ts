import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** The user's token version when signed; a bump invalidates every older token. */
  ver: number;
  /** The session (`sessions.id`) the token belongs to; a token whose session is gone is refused. */
  sid: string;
  exp: number;
}

const encode = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  session: { userId: string; tokenVersion: number; sessionId: string },
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ ver: session.tokenVersion, sid: session.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(encode(secret));
}

export type TokenCheck =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The token's claims, or why it is refused: expired, or tampered with or malformed (a token
 * signed before sessions were recorded has no `sid`, and is refused too).
 */
export async function verifyAccessToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, encode(secret), { algorithms: ['HS256'] });
    const { sub, ver, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub, ver, sid, exp: exp ?? 0 } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
