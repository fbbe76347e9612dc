import { Container } from '@mantine/core';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { RequestsTab } from '#web/features/moderation/requests-tab.tsx';
import { UsersTab } from '#web/features/moderation/users-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';

interface DashboardTab {
  /** Who may open the tab; the others land on their profile. */
  isAllowed: (user: SessionUser) => boolean;
  Component: ComponentType<{ user: SessionUser }>;
}

/**
 * The tabs of `/dashboard?tab=...`. The profile is everyone's tab and the default; the side menu
 * and the role tools (posts, narratives, users, comments, requests, reports) join this table.
 */
const TABS: Record<string, DashboardTab> = {
  profile: { isAllowed: () => true, Component: ProfileTab },
  users: { isAllowed: (user) => user.isAdmin, Component: UsersTab },
  requests: { isAllowed: (user) => user.isAdmin, Component: RequestsTab },
};
const DEFAULT_TAB = 'profile';

export function DashboardPage() {
  const [searchParams] = useSearchParams();
  // The route guard lets only signed-in users in; the store can still empty on a sign-out.
  const user = useAppStore((state) => state.currentUser);
  if (!user) return null;

  const requested = TABS[searchParams.get('tab') ?? DEFAULT_TAB];
  const tab = requested?.isAllowed(user) ? requested : TABS[DEFAULT_TAB]!;
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <tab.Component key={user._id} user={user} />
    </Container>
  );
}
