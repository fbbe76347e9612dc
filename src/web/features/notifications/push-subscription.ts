import type { PushSubscriptionInput } from '#contracts/notifications.ts';
import { registerServiceWorker } from './service-worker-registration.ts';

/**
 * Why alerts could not be turned on; each has its text in the spec's catalogue, shown from the
 * web's (`notifications.push.*`). The error's own message is the reason, for the console.
 */
export type PushFailure = 'unsupported' | 'permission' | 'no-key' | 'server';

export class PushSetupError extends Error {
  constructor(readonly reason: PushFailure) {
    super(reason);
  }
}

export const pushSetupError = (reason: PushFailure) => new PushSetupError(reason);

export const isPushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the Push API wants it: the raw bytes of the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function isSameKey(current: ArrayBuffer | null, wanted: Uint8Array) {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

async function readyRegistration() {
  const registration = await registerServiceWorker();
  if (!registration) throw pushSetupError('unsupported');
  return navigator.serviceWorker.ready;
}

/** Whether this browser holds a push subscription (and so gets alerts, when they are on). */
export async function hasDeviceSubscription(): Promise<boolean> {
  if (!isPushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** The browser's permission to show alerts, asked for when not yet given. */
export async function askAlertPermission(): Promise<void> {
  if (!isPushSupported()) throw pushSetupError('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw pushSetupError('permission');
}

/** This browser's subscription to its push service for the server's key, made when missing. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const registration = await readyRegistration();
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key can no longer be used: replace it.
  if (subscription && !isSameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  // A push service always gives these; a browser that does not cannot be pushed to.
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw pushSetupError('unsupported');
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
