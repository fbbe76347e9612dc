import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { Formats } from '#web/lib/format.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import type { LedgerPoint } from './api.ts';
import classes from './money-trail.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';
import { Message } from '#web/i18n/message.tsx';

const HEIGHT = 220;
const DAY_SECONDS = 86_400;

/** Canvas colours per scheme (a canvas cannot read CSS variables); the legend's CSS matches. */
const COLOURS = {
  light: { in: '#2b8a3e', out: '#c92a2a', axis: '#495057', grid: 'rgba(0,0,0,0.08)' },
  dark: { in: '#69db7c', out: '#ff8787', axis: '#c1c2c5', grid: 'rgba(255,255,255,0.1)' },
} as const;

/**
 * The scheme the page is drawn in, as the theme sets it on `<html>`, followed as it changes.
 * (Mantine's own hook would tie its colour-scheme hooks into the start of every page.)
 */
function useDrawnScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['data-mantine-color-scheme'],
      });
      return () => observer.disconnect();
    },
    () =>
      document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark'
        ? 'dark'
        : 'light',
    () => 'light',
  );
}

/** A day's start in UTC, as the points' days are. */
const DAY_START_UTC = 'T00:00:00Z';
const dayStart = (day: string) => `${day}${DAY_START_UTC}`;
const secondsOf = (day: string) => Date.parse(dayStart(day)) / 1000;

/** The points as uPlot's columns, starting from nothing the day before the first entry. */
function columns(points: LedgerPoint[]): uPlot.AlignedData {
  const first = points[0];
  const start = first
    ? [{ day: '', received: 0, paidOut: 0, at: secondsOf(first.day) - DAY_SECONDS }]
    : [];
  const all = [...start, ...points.map((point) => ({ ...point, at: secondsOf(point.day) }))];
  return [
    all.map((point) => point.at),
    all.map((point) => point.received),
    all.map((point) => point.paidOut),
  ];
}

function options(
  width: number,
  scheme: 'light' | 'dark',
  format: Formats,
  currency: string,
  labels: { in: string; out: string },
): uPlot.Options {
  const colours = COLOURS[scheme];
  const axis: uPlot.Axis = {
    stroke: colours.axis,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
  };
  const stepped = uPlot.paths.stepped?.({ align: 1 });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(1, max, min)] } },
    axes: [
      {
        ...axis,
        // Room for "Nov 28" between ticks; the year only when the chart spans more than one.
        space: 64,
        values: (_, ticks) => {
          const years = new Set(ticks.map((tick) => new Date(tick * 1000).getUTCFullYear()));
          return ticks.map((tick) => {
            const day = format.utcDate(tick * 1000);
            return years.size > 1 ? day : day.replace(/, \d{4}$/, '');
          });
        },
      },
      {
        ...axis,
        size: 70,
        values: (_, ticks) =>
          ticks.map((tick) => format.money(tick, currency).replace(/\.0+$/, '')),
      },
    ],
    series: [
      {},
      {
        label: labels.in,
        stroke: colours.in,
        width: 2,
        paths: stepped,
        points: { show: true, size: 5 },
      },
      {
        label: labels.out,
        stroke: colours.out,
        width: 2,
        paths: stepped,
        points: { show: true, size: 5 },
      },
    ],
  };
}

/**
 * Money in (gifts received) and out (fees and payouts, less reversals) over time, as stepped
 * lines. The canvas is hidden from screen readers; its summary and table say the same.
 */
export function MoneyChart({ points, currency }: { points: LedgerPoint[]; currency: string }) {
  const format = useFormat();
  const t = useMessages('donations');
  const holder = useRef<HTMLDivElement>(null);
  const moneyIn = t('donations.chart.in');
  const moneyOut = t('donations.chart.out');
  const scheme = useDrawnScheme();

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const plot = new uPlot(
      options(element.clientWidth, scheme, format, currency, {
        in: moneyIn,
        out: moneyOut,
      }),
      columns(points),
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, scheme, currency, format, moneyIn, moneyOut]);

  const last = points.at(-1);
  return (
    <figure style={{ margin: 0 }} aria-labelledby="money-chart-caption">
      <Text size="sm" fw={600} component="figcaption" id="money-chart-caption">
        {last ? (
          <Message
            namespace="donations"
            id="donations.chart.captionUpTo"
            values={{
              received: format.money(last.received, currency),
              paidOut: format.money(last.paidOut, currency),
              day: format.utcDate(dayStart(last.day)),
            }}
            components={{ 0: <time dateTime={last.day} /> }}
          />
        ) : (
          t('donations.chart.caption')
        )}
      </Text>
      <Group gap="md" mt={4} aria-hidden="true">
        <Text size="xs">
          <span className={`${classes.legend} ${classes.legendIn}`} />
          {moneyIn}
        </Text>
        <Text size="xs">
          <span className={`${classes.legend} ${classes.legendOut}`} />
          {t('donations.chart.outLegend')}
        </Text>
      </Group>
      <div ref={holder} className={classes.chart} aria-hidden="true" data-testid="money-chart" />
      <VisuallyHidden>
        <table>
          <caption>{t('donations.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('donations.chart.day')}</th>
              <th scope="col">{moneyIn}</th>
              <th scope="col">{moneyOut}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{format.utcDate(dayStart(point.day))}</th>
                <td>{format.money(point.received, currency)}</td>
                <td>{format.money(point.paidOut, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
