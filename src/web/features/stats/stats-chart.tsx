import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useShortDay } from './short-day.ts';

export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  color: string;
}

/**
 * One chart of figures per day, as bars: a figure named by its caption, the drawing an image
 * whose name says in words what it shows (each series' total and its busiest day); the day by
 * day figures are in the tab's table.
 */
export function StatsChart<Key extends string>({
  title,
  data,
  series,
  formatValue,
}: {
  title: string;
  data: ({ date: string } & Record<Key, number>)[];
  series: ChartSeries<Key>[];
  formatValue?: (value: number) => string;
}) {
  const t = useMessages('dashboard');
  const format = useFormat();
  const shortDay = useShortDay();
  const captionId = useId();
  const value = formatValue ?? format.count;
  const summaries = series.map(({ key, label }) => {
    const total = data.reduce((sum, day) => sum + day[key], 0);
    if (total === 0) return t('dashboard.stats.chart.summaryNone', { name: label });
    const busiest = data.reduce((best, day) => (day[key] > best[key] ? day : best));
    return t('dashboard.stats.chart.summarySeries', {
      name: label,
      total: value(total),
      day: format.utcDate(busiest.date),
      most: value(busiest[key]),
    });
  });
  const period =
    data.length > 0
      ? t('dashboard.stats.chart.summaryPeriod', {
          chart: title,
          from: format.utcDate(data[0]!.date),
          to: format.utcDate(data.at(-1)!.date),
        })
      : title;
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="sm">
        {title}
      </Text>
      <div role="img" aria-label={[period, ...summaries].join(' ')}>
        <BarChart
          h={220}
          data={data}
          dataKey="date"
          series={series.map(({ key, label, color }) => ({ name: key, label, color }))}
          withLegend={series.length > 1}
          valueFormatter={value}
          xAxisProps={{ tickFormatter: shortDay, minTickGap: 12 }}
          yAxisProps={{ allowDecimals: formatValue !== undefined }}
          barProps={{ isAnimationActive: false }}
          barChartProps={{ accessibilityLayer: false }}
          tooltipAnimationDuration={0}
        />
      </div>
    </Paper>
  );
}
