import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './token-expiry.ts';

const secret = new TextEncoder().encode('a secret of at least thirty-two bytes!');

describe("a session token's expiry", () => {
  it('is read from a signed token, whatever else its payload holds', async () => {
    const token = await new SignJWT({ username: 'Zoë ليلى', role: ['user'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(1_900_000_000)
      .sign(secret);
    expect(tokenExpiry(token)).toBe(1_900_000_000);
  });

  it('is null for no token, a token without exp, or text that is no token', () => {
    expect(tokenExpiry(null)).toBeNull();
    expect(tokenExpiry(undefined)).toBeNull();
    expect(tokenExpiry(new UnsecuredJWT({ sub: '1' }).encode())).toBeNull();
    expect(tokenExpiry('undefined')).toBeNull();
    expect(tokenExpiry('a.b.c')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
