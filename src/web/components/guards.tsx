import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { useAppStore } from '#web/state/app-store.ts';

function RedirectToSignIn() {
  const location = useLocation();
  // `from` lets the sign-in page send the user back where they were going.
  return <Navigate to="/sign-in" replace state={{ from: location }} />;
}

export function canPublish(user: SessionUser | null): boolean {
  return Boolean(user && (user.isAdmin || user.isPublisher));
}

/** Layout route: its pages need a signed-in user (the dashboard, notifications). */
export function RequireSignedIn() {
  const currentUser = useAppStore((state) => state.currentUser);
  return currentUser ? <Outlet /> : <RedirectToSignIn />;
}

/** Layout route: its pages need a publisher or an admin (create and update forms). */
export function RequirePublisherOrAdmin() {
  const currentUser = useAppStore((state) => state.currentUser);
  return canPublish(currentUser) ? <Outlet /> : <RedirectToSignIn />;
}
