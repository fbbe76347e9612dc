import { parse as legacyParse } from 'node:url';
import webPush from 'web-push';
import type { VapidKeys } from '../config.ts';
import { PublicAddressAgent } from './public-address-agent.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * The endpoints the browsers' push services hand out, and nothing else: https; a host name of
 * lowercase letters, digits, hyphens and dots; an optional port; a path of unreserved characters
 * and `/`, with `:` (FCM's tokens are `<instance id>:<key>`) and `=` (Mozilla's base64 padding);
 * a query only as Microsoft's WNS writes it, `?token=` with percent-encoded base64. No userinfo,
 * no fragment, no backslash, space, control or non-ASCII character.
 */
const PLAIN_ENDPOINT = new RegExp(
  `^https://(${LABEL}(?:\\.${LABEL})*)(?::[1-9][0-9]{0,4})?/[A-Za-z0-9._~:=/-]*` +
    `(?:\\?token=(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)?$`,
);

/**
 * The host a push to this endpoint goes to, or null when the endpoint is not plain. `web-push`
 * sends with Node's legacy `url.parse()`, which splits some URLs differently from the WHATWG
 * `URL`; an endpoint is plain only when both read the same protocol, host, port and path.
 */
export function pushEndpointHost(endpoint: string): string | null {
  const plain = PLAIN_ENDPOINT.exec(endpoint);
  if (!plain) return null;
  let whatwg: URL;
  let legacy: ReturnType<typeof legacyParse>;
  try {
    whatwg = new URL(endpoint);
    legacy = legacyParse(endpoint);
  } catch {
    return null;
  }
  const isSameDestination =
    whatwg.protocol === 'https:' &&
    legacy.protocol === 'https:' &&
    whatwg.hostname === plain[1] &&
    legacy.hostname === plain[1] &&
    (whatwg.port || '443') === (legacy.port ?? '443') &&
    `${whatwg.pathname}${whatwg.search}` === legacy.path;
  return isSameDestination ? plain[1]! : null;
}

/** How long a push service keeps an undelivered alert: a day-old alert is no longer news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export interface WebPushSenderOptions {
  keys: VapidKeys;
  /** `mailto:` or `https:` contact the push services can reach the operator at. */
  subject: string;
  /** Whether the server sends to this endpoint (a known push service); checked on every send. */
  accepts: (endpoint: string) => boolean;
  /** HTTPS agent for the push services (tests trust their own fake service through it). */
  agent?: PublicAddressAgent;
}

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) to one browser's push service, signed with
 * the server's VAPID key, over connections to public addresses only. A subscription the service
 * no longer knows (404, 410), or whose endpoint the server no longer accepts (one stored before
 * a stricter rule), is reported gone so the caller can forget it; any other failure throws.
 */
export function createWebPushSender({
  keys,
  subject,
  accepts,
  agent: given,
}: WebPushSenderOptions) {
  // Connections to a push service are kept open: a fan-out sends many messages to few hosts.
  const agent = given ?? new PublicAddressAgent({ keepAlive: true, maxSockets: 32 });
  return {
    publicKey: keys.publicKey,
    close: () => {
      if (!given) agent.destroy();
    },
    async send(target: PushTarget, payload: string): Promise<PushOutcome> {
      if (!accepts(target.endpoint)) return 'gone';
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            contentEncoding: 'aes128gcm',
            TTL: TIME_TO_LIVE_SECONDS,
            timeout: REQUEST_TIMEOUT_MS,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webPush.WebPushError && [404, 410].includes(error.statusCode)) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}

export type WebPushSender = ReturnType<typeof createWebPushSender>;
