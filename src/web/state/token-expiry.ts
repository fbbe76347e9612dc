/**
 * Seconds since the epoch at which a session token stops working, or null when unreadable. Only
 * the JWT's `exp` claim is read (the server checks the signature): its payload is base64url JSON,
 * which the platform decodes without a library on the first load.
 */
export function tokenExpiry(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}
