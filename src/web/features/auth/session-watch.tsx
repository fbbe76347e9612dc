import { SessionExpiredBanner } from './session-expired-banner.tsx';
import { useSessionWatch } from './use-session-watch.ts';

/** Mounted once inside the router: runs the session checks and shows the expiry banner. */
export function SessionWatch() {
  useSessionWatch();
  return <SessionExpiredBanner />;
}
