import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StatsPeriod } from '#contracts/stats.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useAuthorStats, type AuthorStats } from './api.ts';
import { StatsChart } from './stats-chart.tsx';
import {
  FiguresTable,
  moneyColumns,
  StatsHeader,
  StatsSection,
  StatsTotals,
  useStatsFirstLoad,
} from './stats-parts.tsx';
import classes from './stats.module.css';

type PostRow = AuthorStats['posts'][number];
type NarrativeRow = AuthorStats['narratives'][number];
type Day = AuthorStats['series'][number];

/**
 * A publisher's Stats tab: their posts' and narratives' views, likes, comments, new followers
 * and the gifts their narratives' cases received, over 7, 30 or 90 days, as charts with their
 * figures, and a table per post and per narrative.
 */
export function AuthorStatsTab(_props: { user: SessionUser }) {
  const t = useMessages('dashboard');
  const format = useFormat();
  usePageTitle(t('dashboard.stats.author.title'));
  const [days, setDays] = useState<StatsPeriod>('7');
  const query = useAuthorStats(days);
  const firstLoad = useStatsFirstLoad(query);
  const stats = query.data;
  const label = {
    views: t('dashboard.stats.metric.views'),
    likes: t('dashboard.stats.metric.likes'),
    comments: t('dashboard.stats.metric.comments'),
    followers: t('dashboard.stats.metric.followers'),
    gifts: t('dashboard.stats.metric.gifts'),
  };
  const metrics = ['views', 'likes', 'comments', 'followers', 'gifts'] as const;

  const postColumns: Column<PostRow>[] = [
    {
      header: t('dashboard.stats.posts.post'),
      cell: (post) => (
        <Anchor component={Link} to={`/post/${post.slug}`} inherit>
          {post.title}
        </Anchor>
      ),
    },
    { header: label.views, cell: (post) => format.count(post.views), alignEnd: true, noWrap: true },
    { header: label.likes, cell: (post) => format.count(post.likes), alignEnd: true, noWrap: true },
    {
      header: label.comments,
      cell: (post) => format.count(post.comments),
      alignEnd: true,
      noWrap: true,
    },
  ];
  const received = (narrative: NarrativeRow) =>
    narrative.money
      ? format.money(narrative.money.amount, narrative.money.currency)
      : t('dashboard.stats.narratives.noCase');
  const narrativeColumns: Column<NarrativeRow>[] = [
    {
      header: t('dashboard.stats.narratives.narrative'),
      cell: (narrative) => (
        <Anchor component={Link} to={`/narrative/${narrative.slug}`} inherit>
          {narrative.title}
        </Anchor>
      ),
    },
    { header: label.views, cell: (row) => format.count(row.views), alignEnd: true, noWrap: true },
    { header: label.gifts, cell: (row) => format.count(row.gifts), alignEnd: true, noWrap: true },
    {
      header: t('dashboard.stats.narratives.received'),
      cell: received,
      alignEnd: true,
      noWrap: true,
    },
  ];

  return (
    <Stack gap="lg">
      <StatsHeader
        title={t('dashboard.stats.author.title')}
        intro={t('dashboard.stats.author.intro')}
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
            <div className={classes.charts}>
              <StatsChart
                title={t('dashboard.stats.chart.views')}
                data={stats.series}
                series={[{ key: 'views', label: label.views, color: 'blue.6' }]}
              />
              <StatsChart
                title={t('dashboard.stats.chart.engagement')}
                data={stats.series}
                series={[
                  { key: 'likes', label: label.likes, color: 'pink.6' },
                  { key: 'comments', label: label.comments, color: 'teal.6' },
                  { key: 'followers', label: label.followers, color: 'violet.6' },
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
            <StatsSection title={t('dashboard.stats.posts.title')}>
              {stats.posts.length === 0 ? (
                <Text c="dimmed">{t('dashboard.stats.posts.empty')}</Text>
              ) : (
                <TableOrCards
                  label={t('dashboard.stats.posts.title')}
                  rows={stats.posts}
                  columns={postColumns}
                  minTableWidth={560}
                  card={(post) => <RowCard columns={postColumns} row={post} />}
                />
              )}
            </StatsSection>
            <StatsSection title={t('dashboard.stats.narratives.title')}>
              {stats.narratives.length === 0 ? (
                <Text c="dimmed">{t('dashboard.stats.narratives.empty')}</Text>
              ) : (
                <TableOrCards
                  label={t('dashboard.stats.narratives.title')}
                  rows={stats.narratives}
                  columns={narrativeColumns}
                  minTableWidth={560}
                  card={(narrative) => <RowCard columns={narrativeColumns} row={narrative} />}
                />
              )}
            </StatsSection>
          </>
        ))}
    </Stack>
  );
}

/** A row as a card on a phone: its title, then each figure with its name. */
function RowCard<Row>({ columns, row }: { columns: Column<Row>[]; row: Row }) {
  const [first, ...figures] = columns;
  return (
    <Stack gap={4}>
      <Text fw={600}>{first!.cell(row)}</Text>
      {figures.map((column) => (
        <Group key={column.header} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {column.header}
          </Text>
          <Text size="sm">{column.cell(row)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
