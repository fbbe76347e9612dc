import { useEffect, useState } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { endExpiredSession } from '#web/state/session.ts';
import { useNotificationLiveUpdates } from './api.ts';
import { startNotificationSocket } from './notification-socket.ts';

/**
 * Keeps the signed-in user's live connection open while the header shows (every page), and
 * opens a new one when the session is renewed. A session the server refuses ends here like any
 * expired session: the banner flag, no user, no cookie, the sign-in page. Answers whether
 * events are arriving.
 */
export function useLiveNotifications(user: Pick<SessionUser, '_id' | 'tokenExpiresAt'>): boolean {
  const updates = useNotificationLiveUpdates(user._id);
  const [isLive, setIsLive] = useState(false);
  useEffect(() => {
    const stop = startNotificationSocket({
      updates,
      // A new password chosen in this tab ends every older session, this connection's too: the
      // session goes on when the app already holds the new session (a new expiry), which the next
      // connection uses.
      onSessionExpired: (notice) => {
        const current = useAppStore.getState().currentUser;
        if (current?.tokenExpiresAt === user.tokenExpiresAt) endExpiredSession(notice);
      },
      onLiveChange: setIsLive,
    });
    return () => {
      stop();
      setIsLive(false);
    };
  }, [user.tokenExpiresAt, updates]);
  return isLive;
}
