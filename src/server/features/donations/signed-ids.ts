import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that name an id and prove we issued them: `{id}.{signature}`, an HMAC of the id under a
 * key of their own `purpose`, so a visitor who guesses ids cannot forge one, and a token made for
 * one purpose is refused by another.
 */
export function signedIds(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    token: (id: string) => `${id}.${sign(id)}`,

    /** The id a genuine token names, else null. */
    verify(token: string): string | null {
      const [id = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !id) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
