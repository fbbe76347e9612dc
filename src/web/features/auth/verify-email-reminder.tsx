import { Suspense } from 'react';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useAppStore } from '#web/state/app-store.ts';

// Only unverified members see it, so its code loads when one is signed in.
const VerifyEmailNotice = lazyWithMantine(
  async () => (await import('./verify-email-notice.tsx')).VerifyEmailNotice,
);

/** The "Check your inbox" notice, on every page while the signed-in member is unverified. */
export function VerifyEmailReminder() {
  const user = useAppStore((state) => state.currentUser);
  if (!user || user.verified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice user={user} />
    </Suspense>
  );
}
