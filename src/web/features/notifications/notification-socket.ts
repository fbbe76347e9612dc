import type { Socket } from 'socket.io-client';
import type { NotificationSocketEvents } from '#contracts/notifications.ts';
import type { NotificationLiveUpdates } from './api.ts';

/** The spec's connection settings. */
export const SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;
export const CONNECTION_CHECK_MS = 30_000;
/** This many connect errors that speak of an expired session end it. */
export const EXPIRED_CONNECT_ERRORS = 8;

const mentionsExpiry = (error: Error) => /expired|TokenExpiredError/i.test(error.message);

interface LiveOptions {
  /** The viewer's cached notifications, which the events change. */
  updates: NotificationLiveUpdates;
  /** The server no longer accepts the session; `notice` says why when it is not expiry (a ban). */
  onSessionExpired: (notice?: string) => void;
  /** Whether events are arriving (connected and placed in the user's room). */
  onLiveChange?: (isLive: boolean) => void;
}

/**
 * The live connection of a signed-in user: its events update the cached notifications and the
 * unread count. The handshake carries the session cookie (same origin), never a token from a
 * script. socket.io-client is fetched here, on first use, so visitors never download it.
 * Returns a function that closes the connection.
 */
export function startNotificationSocket({
  updates,
  onSessionExpired,
  onLiveChange,
}: LiveOptions): () => void {
  let socket: Socket<NotificationSocketEvents> | null = null;
  let isStopped = false;
  let checkTimer: number | undefined;
  let expiredErrors = 0;
  let wasReady = false;

  const expire = (notice?: string) => {
    if (isStopped) return;
    stop();
    onSessionExpired(notice);
  };

  void import('socket.io-client')
    .then(({ io }) => {
      if (isStopped) return;
      const live: Socket<NotificationSocketEvents> = io({
        ...SOCKET_OPTIONS,
        transports: [...SOCKET_OPTIONS.transports],
      });
      socket = live;

      live.on('ready', () => {
        wasReady = true;
        expiredErrors = 0;
        onLiveChange?.(true);
        // Whatever happened while disconnected is fetched again.
        updates.refetchAll();
      });
      live.on('new-notification', (notification) => updates.add(notification));
      live.on('notification-read', ({ notificationId }) => updates.markRead(notificationId));
      live.on('all-notifications-read', ({ unreadCount }) => updates.markAllRead(unreadCount));
      live.on('notification-deleted', ({ notificationId }) => updates.remove(notificationId));
      live.on('unread-count-update', ({ unreadCount }) => updates.setUnread(unreadCount));
      live.on('token_expired', () => expire());
      // A ban ends the session with its reason and end date instead of "session expired".
      live.on('account_banned', ({ message }) => expire(message));
      live.on('connect_error', (error: Error) => {
        console.warn('Live connection failed', error.message);
        if (mentionsExpiry(error) && ++expiredErrors >= EXPIRED_CONNECT_ERRORS) expire();
      });
      live.on('disconnect', (reason) => {
        onLiveChange?.(false);
        // The server ended a connection it had accepted (a restart, a sign-out elsewhere, which
        // the next handshake reports as token_expired): connect again. One it refused at once
        // is not retried.
        if (reason === 'io server disconnect' && wasReady) {
          wasReady = false;
          live.connect();
        }
      });

      checkTimer = window.setInterval(() => {
        if (!live.connected && !live.active) live.connect();
      }, CONNECTION_CHECK_MS);
    })
    .catch((error: unknown) => console.error('Live notifications unavailable', error));

  function stop() {
    isStopped = true;
    window.clearInterval(checkTimer);
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  }
  return stop;
}
