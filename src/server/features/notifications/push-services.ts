import { pushEndpointHost } from '../../platform/web-push.ts';

/**
 * Whether a subscription endpoint is a plain URL on one of the allowed push service hosts or
 * below one, judged by the host the push will actually be sent to.
 */
export function isKnownPushService(endpoint: string, allowedHosts: string[]): boolean {
  const host = pushEndpointHost(endpoint);
  if (!host) return false;
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
