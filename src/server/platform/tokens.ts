import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** The user's token version when signed; a bump invalidates every older token. */
  ver: number;
  exp: number;
}

const encode = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  user: { id: string; tokenVersion: number },
  lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(encode(secret));
}

/** The token's claims, or null when it is tampered with, expired or malformed. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, ver: payload.ver, exp: payload.exp ?? 0 };
  } catch {
    return null;
  }
}
