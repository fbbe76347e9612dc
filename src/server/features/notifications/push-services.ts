/** Whether a subscription endpoint is on one of the allowed push service hosts or below one. */
export function isKnownPushService(endpoint: string, allowedHosts: string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
