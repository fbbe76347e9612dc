import { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from '../config.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone';

/** How long a push service keeps an undelivered alert: a day-old alert is no longer news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export interface WebPushSenderOptions {
  keys: VapidKeys;
  /** `mailto:` or `https:` contact the push services can reach the operator at. */
  subject: string;
  /** HTTPS agent for the push services (tests trust their own fake service through it). */
  agent?: Agent;
}

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) to one browser's push service, signed with
 * the server's VAPID key. A subscription the service no longer knows (404, 410) is reported gone
 * so the caller can forget it; any other failure throws.
 */
export function createWebPushSender({ keys, subject, agent: given }: WebPushSenderOptions) {
  // Connections to a push service are kept open: a fan-out sends many messages to few hosts.
  const agent = given ?? new Agent({ keepAlive: true, maxSockets: 32 });
  return {
    publicKey: keys.publicKey,
    close: () => {
      if (!given) agent.destroy();
    },
    async send(target: PushTarget, payload: string): Promise<PushOutcome> {
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
