import type { Icon } from '@tabler/icons-react';
import {
  IconArticle,
  IconBook2,
  IconBooks,
  IconChartBar,
  IconChartHistogram,
  IconFlag,
  IconHeartHandshake,
  IconInbox,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconReceipt,
  IconShieldLock,
  IconShieldSearch,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { canUseAdminTabs, canUseAuthorTabs } from '#contracts/policies/dashboard.ts';
import { actorOf } from '#web/lib/actor.ts';
import type { AdminCounters } from '#web/features/moderation/api.ts';
import { documentLocale } from '#web/i18n/locale.tsx';
import { loadNamespaces } from '#web/i18n/messages.ts';
import type { Namespace, NamespaceIds } from '#web/i18n/namespaces.ts';

type DashboardId = NamespaceIds['dashboard'];

export interface DashboardTabProps {
  user: SessionUser;
}

interface DashboardMenuEntry {
  /** The `tab` query value. */
  value: string;
  /** The label's message id. */
  label: DashboardId;
  /**
   * The words the phone's bottom bar shows, a part of `label` (the rest stays in the item's
   * name for screen readers), where the whole label would not fit at 320 px.
   */
  shortLabel?: DashboardId;
  icon: Icon;
  /** Who may open the tab; the others land on their profile. */
  isAllowed: (user: SessionUser) => boolean;
  /** Who sees it in the side menu, when that differs from who may open it. */
  isListed?: (user: SessionUser) => boolean;
  /** The figure of the red badge on the menu item, from the admin counters. */
  badge?: (counters: AdminCounters) => number;
}

/** A tab drawn inside the dashboard. */
export interface DashboardPanel extends DashboardMenuEntry {
  /** Each tab is its own chunk, loaded the first time it is opened. */
  Component: LazyExoticComponent<ComponentType<DashboardTabProps>>;
  href?: never;
}

/** A menu item for a page of its own (the donation cases), listed among the tabs. */
export interface DashboardLink extends DashboardMenuEntry {
  href: string;
  Component?: never;
}

export type DashboardTab = DashboardPanel | DashboardLink;

/**
 * A tab's component in a chunk of its own, loaded the first time the tab is opened, together
 * with its messages and the shared parts' (lists, dialogs): it draws at once, never a moment
 * without its heading while they arrive.
 */
const lazyTab = (namespace: Namespace, load: () => Promise<ComponentType<DashboardTabProps>>) =>
  lazy(async () => {
    const [Component] = await Promise.all([
      load(),
      loadNamespaces(documentLocale(), [namespace, 'shellParts']),
    ]);
    return { default: Component };
  });

const isPanel = (tab: DashboardTab): tab is DashboardPanel => tab.Component !== undefined;

/** Where a menu item leads. */
export const tabAddress = (tab: DashboardTab) => tab.href ?? `/dashboard?tab=${tab.value}`;

export const forAdmins = (user: SessionUser) => canUseAdminTabs(actorOf(user));
export const forAuthors = (user: SessionUser) => canUseAuthorTabs(actorOf(user));
export const everyone = () => true;

/** The spec's tab table, in menu order. */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    value: 'dashboard',
    label: 'dashboard.tabs.dashboard',
    icon: IconLayoutDashboard,
    isAllowed: forAdmins,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/overview-tab.tsx')).OverviewTab,
    ),
  },
  {
    value: 'profile',
    label: 'dashboard.tabs.profile',
    icon: IconUserCircle,
    isAllowed: everyone,
    Component: lazyTab('dashboard', async () => (await import('./profile-tab.tsx')).ProfileTab),
  },
  {
    value: 'posts',
    label: 'dashboard.tabs.posts',
    icon: IconArticle,
    isAllowed: forAuthors,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/posts-tab.tsx')).PostsTab,
    ),
  },
  {
    value: 'narratives',
    label: 'dashboard.tabs.myNarratives',
    shortLabel: 'dashboard.tabs.narrativesShort',
    icon: IconBook2,
    // A regular user may still own narratives (written while a publisher) and open them here.
    isAllowed: everyone,
    isListed: forAuthors,
    Component: lazyTab(
      'stories',
      async () => (await import('#web/features/stories/my-narratives-tab.tsx')).MyNarrativesTab,
    ),
  },
  {
    value: 'allnarratives',
    label: 'dashboard.tabs.allNarratives',
    shortLabel: 'dashboard.tabs.narrativesShort',
    icon: IconBooks,
    isAllowed: forAdmins,
    Component: lazyTab(
      'stories',
      async () => (await import('#web/features/stories/all-narratives-tab.tsx')).AllNarrativesTab,
    ),
  },
  {
    value: 'users',
    label: 'dashboard.tabs.users',
    icon: IconUsers,
    isAllowed: forAdmins,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/users-tab.tsx')).UsersTab,
    ),
  },
  {
    value: 'comments',
    label: 'dashboard.tabs.comments',
    icon: IconMessages,
    isAllowed: forAuthors,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/comments-tab.tsx')).CommentsTab,
    ),
  },
  {
    value: 'requests',
    label: 'dashboard.tabs.requests',
    icon: IconInbox,
    isAllowed: forAdmins,
    badge: (counters) => counters.pendingPublisherRequests + counters.pendingStories,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/requests-tab.tsx')).RequestsTab,
    ),
  },
  {
    value: 'reports',
    label: 'dashboard.tabs.reports',
    icon: IconFlag,
    isAllowed: forAdmins,
    badge: (counters) => counters.pendingReports,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/reports-tab.tsx')).ReportsTab,
    ),
  },
  {
    value: 'audit',
    label: 'dashboard.tabs.audit',
    icon: IconShieldSearch,
    isAllowed: forAdmins,
    Component: lazyTab(
      'moderation',
      async () => (await import('#web/features/moderation/audit-tab.tsx')).AuditTab,
    ),
  },
  // Issue 41: how each mailing went, never "sent" for mail that failed.
  {
    value: 'mailings',
    label: 'dashboard.tabs.mailings',
    icon: IconMail,
    isAllowed: forAdmins,
    Component: lazyTab(
      'dashboard',
      async () => (await import('#web/features/moderation/mailings-tab.tsx')).MailingsTab,
    ),
  },
  {
    value: 'donations',
    label: 'dashboard.tabs.donations',
    icon: IconHeartHandshake,
    isAllowed: forAdmins,
    href: '/donation-dashboard',
  },
  // Beyond the spec's table (issue 38): every member's own gifts and statements.
  {
    value: 'giving',
    label: 'dashboard.tabs.myGiving',
    shortLabel: 'dashboard.tabs.givingShort',
    icon: IconReceipt,
    isAllowed: everyone,
    Component: lazyTab(
      'donations',
      async () => (await import('#web/features/donations/my-giving-tab.tsx')).MyGivingTab,
    ),
  },
  // Beyond the spec's table (issue 41): what an author's work does, and the whole site's.
  {
    value: 'stats',
    label: 'dashboard.tabs.stats',
    icon: IconChartBar,
    isAllowed: forAuthors,
    Component: lazyTab(
      'dashboard',
      async () => (await import('#web/features/stats/author-stats-tab.tsx')).AuthorStatsTab,
    ),
  },
  {
    value: 'sitestats',
    label: 'dashboard.tabs.siteStats',
    icon: IconChartHistogram,
    isAllowed: forAdmins,
    Component: lazyTab(
      'dashboard',
      async () => (await import('#web/features/stats/site-stats-tab.tsx')).SiteStatsTab,
    ),
  },
  // Beyond the spec's table (issue 36): two-step sign-in, for everyone.
  {
    value: 'security',
    label: 'dashboard.tabs.security',
    icon: IconShieldLock,
    isAllowed: everyone,
    Component: lazyTab(
      'auth',
      async () => (await import('#web/features/auth/security-tab.tsx')).SecurityTab,
    ),
  },
];

/** Where a tab the user may not open sends them instead. */
const FALLBACK_TAB = 'profile';

/**
 * The tab to draw: the one asked for if the user may open it; for a bare `/dashboard` (or a tab
 * that does not exist) the first of their menu; for a refused one, their profile.
 */
export function findAllowedTab(value: string | null, user: SessionUser): DashboardPanel {
  const panels = DASHBOARD_TABS.filter(isPanel);
  const requested = panels.find((tab) => tab.value === value);
  if (requested?.isAllowed(user)) return requested;
  const first = listedTabs(user).find(isPanel);
  if (!requested && first) return first;
  return panels.find((tab) => tab.value === FALLBACK_TAB)!;
}

/** The tab asked for that this user may not open (they are shown their profile instead). */
export function refusedTab(value: string | null, user: SessionUser): DashboardTab | undefined {
  const requested = DASHBOARD_TABS.find((tab) => tab.value === value);
  return requested && !requested.isAllowed(user) ? requested : undefined;
}

/** Who a tab is for: `admins`, or `authors` (publishers and admins); the message says it. */
export const tabAudience = (tab: DashboardTab) =>
  tab.isAllowed === forAdmins ? 'admins' : 'authors';

export function listedTabs(user: SessionUser): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => (tab.isListed ?? tab.isAllowed)(user));
}
