import { errors, jwtVerify, SignJWT } from 'jose';

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
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(encode(secret));
}

export type TokenCheck =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The token's claims, or why it is refused: expired, or tampered with or malformed. */
export async function verifyAccessToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub: payload.sub, ver: payload.ver, exp: payload.exp ?? 0 } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
