import { Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { canCreatePost } from '#contracts/policies/posts.ts';
import { actorOf, type ActorSource } from '#web/lib/actor.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { PageLoader } from './page-loader.tsx';
import { useRouteHandle } from './routing/route-handles.ts';

/** What a guarded page is for, as the refusal names it ("Only publishers can write posts"). */
export type PublisherAction = 'writePosts' | 'editPosts' | 'shareNarratives' | 'usePage';

/** What a guarded route says its page is for. */
export interface GuardHandle {
  publisherAction: PublisherAction;
}

function isGuardHandle(handle: unknown): handle is GuardHandle {
  return typeof handle === 'object' && handle !== null && 'publisherAction' in handle;
}

/** Sends a visitor to sign in, and back here after. */
export function RedirectToSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Signing out heads home first and forgets the user after: the browser has then already
    // left this page, which is drawn one last time, and must not be sent to sign in instead.
    // (Under a language's prefix, `/es/dashboard`, the router's path is `/dashboard`.)
    if (!window.location.pathname.endsWith(location.pathname)) return;
    // `from` lets the sign-in page send the user back where they were going.
    void navigate('/sign-in', { replace: true, state: { from: location } });
  }, [location, navigate]);
  return null;
}

/** Publishers and admins use the create and update forms, of posts and of narratives alike. */
export function canPublish(user: ActorSource | null): boolean {
  return canCreatePost(actorOf(user));
}

/** Layout route: its pages need a signed-in user (the dashboard, notifications). */
export function RequireSignedIn() {
  const currentUser = useAppStore((state) => state.currentUser);
  return currentUser ? <Outlet /> : <RedirectToSignIn />;
}

/**
 * Layout route: its pages need a publisher or an admin (create and update forms). Visitors are
 * sent to sign in (the spec); a signed-in member is told in place who may use the page, by
 * `refusal` (drawn by a feature, so the route table passes it in).
 */
export function RequirePublisherOrAdmin({
  refusal: Refusal,
}: {
  refusal: ComponentType<{ action: PublisherAction }>;
}) {
  const currentUser = useAppStore((state) => state.currentUser);
  const handle = useRouteHandle(isGuardHandle);
  if (!currentUser) return <RedirectToSignIn />;
  if (canPublish(currentUser)) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Refusal action={handle?.publisherAction ?? 'usePage'} />
    </Suspense>
  );
}
