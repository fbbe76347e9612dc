import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StatsPeriod } from '#contracts/stats.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSiteStats, type SiteStats } from './api.ts';
import { StatsChart } from './stats-chart.tsx';
import {
  FiguresTable,
  moneyColumns,
  StatsHeader,
  StatsTotals,
  useStatsFirstLoad,
} from './stats-parts.tsx';
import classes from './stats.module.css';

type Day = SiteStats['series'][number];

/**
 * The admins' Site Stats tab: new members, posts, narratives and gifts per day, and the money
 * received per currency, over 7, 30 or 90 days, as charts with their figures.
 */
export function SiteStatsTab(_props: { user: SessionUser }) {
  const t = useMessages('dashboard');
  const format = useFormat();
  usePageTitle(t('dashboard.stats.site.title'));
  const [days, setDays] = useState<StatsPeriod>('7');
  const query = useSiteStats(days);
  const firstLoad = useStatsFirstLoad(query);
  const stats = query.data;
  const label = {
    members: t('dashboard.stats.metric.members'),
    posts: t('dashboard.stats.metric.posts'),
    narratives: t('dashboard.stats.metric.narratives'),
    gifts: t('dashboard.stats.metric.gifts'),
  };
  const metrics = ['members', 'posts', 'narratives', 'gifts'] as const;

  return (
    <Stack gap="lg">
      <StatsHeader
        title={t('dashboard.stats.site.title')}
        intro={t('dashboard.stats.site.intro')}
        days={days}
        onDaysChange={setDays}
      />
      {firstLoad ??
        (stats && (
          <>
            <StatsTotals
              totals={[
                ...metrics.map((metric) => ({
                  label: label[metric],
                  value: format.count(stats.totals[metric]),
                })),
                ...stats.money.map((money) => ({
                  label: t('dashboard.stats.metric.money', { currency: money.currency }),
                  value: format.money(money.total, money.currency),
                })),
              ]}
            />
            {stats.money.length === 0 && <Text c="dimmed">{t('dashboard.stats.money.none')}</Text>}
            <div className={classes.charts}>
              <StatsChart
                title={t('dashboard.stats.chart.content')}
                data={stats.series}
                series={[
                  { key: 'members', label: label.members, color: 'blue.6' },
                  { key: 'posts', label: label.posts, color: 'teal.6' },
                  { key: 'narratives', label: label.narratives, color: 'violet.6' },
                ]}
              />
              <StatsChart
                title={t('dashboard.stats.chart.gifts')}
                data={stats.series}
                series={[{ key: 'gifts', label: label.gifts, color: 'orange.6' }]}
              />
              {stats.money.map((money) => (
                <StatsChart
                  key={money.currency}
                  title={t('dashboard.stats.chart.money', { currency: money.currency })}
                  data={money.days}
                  series={[{ key: 'amount', label: money.currency, color: 'green.7' }]}
                  formatValue={(amount) => format.money(amount, money.currency)}
                />
              ))}
            </div>
            <FiguresTable<Day>
              rows={stats.series}
              columns={[
                ...metrics.map((metric) => ({
                  header: label[metric],
                  value: (day: Day) => format.count(day[metric]),
                })),
                ...moneyColumns<Day>(
                  stats.money,
                  (currency) => t('dashboard.stats.metric.money', { currency }),
                  format.money,
                ),
              ]}
            />
          </>
        ))}
    </Stack>
  );
}
