import { Alert, Container } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { DashboardBottomBar, DashboardSideMenu } from './dashboard-menu.tsx';
import classes from './dashboard-page.module.css';
import { findAllowedTab, refusedTab, tabAudience } from './dashboard-tabs.tsx';

/** `/dashboard?tab=...`: the side menu (a bottom bar on narrow screens) and the chosen tab. */
export function DashboardPage() {
  const t = useMessages('dashboard');
  const [searchParams] = useSearchParams();
  // The route guard lets only signed-in users in; the store can still empty on a sign-out.
  const user = useAppStore((state) => state.currentUser);
  if (!user) return null;

  const tab = findAllowedTab(searchParams.get('tab'), user);
  const refused = refusedTab(searchParams.get('tab'), user);
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <div className={classes.layout}>
        <DashboardSideMenu user={user} activeTab={tab.value} />
        <div>
          {refused && (
            <Alert color="blue" variant="light" mb="lg" role="status">
              {t('dashboard.refused', {
                tab: t(refused.label),
                audience: tabAudience(refused),
              })}
            </Alert>
          )}
          <Suspense fallback={<CenteredLoader label={t('dashboard.loading')} />}>
            <tab.Component key={user._id} user={user} />
          </Suspense>
        </div>
      </div>
      <DashboardBottomBar user={user} activeTab={tab.value} />
    </Container>
  );
}
