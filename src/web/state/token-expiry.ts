import { decodeJwt } from 'jose';

/** Seconds since the epoch at which a session token stops working, or null when unreadable. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}
