import { Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { messageOf, useLedgerSeries } from './api.ts';
import classes from './money-trail.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';

// uPlot and the chart load only once the section comes near the screen (issue 38's budgets).
const MoneyChart = lazy(async () => ({ default: (await import('./money-chart.tsx')).MoneyChart }));

/** How far ahead of the screen the chart starts loading. */
const NEAR_SCREEN = '400px 0px';

/** True once the element has come within NEAR_SCREEN of the viewport. */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  // A browser without the observer (none this app supports) loads the chart at once; the
  // server draws the empty slot, as the browser's first render does.
  const lacksObserver =
    typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';
  return { ref, isNear: isNear || lacksObserver };
}

function ChartLoading() {
  const t = useMessages('donations');
  return (
    <Center h={220}>
      <Loader size="sm" aria-label={t('donations.chart.loading')} />
    </Center>
  );
}

/**
 * The money chart's place: it keeps its height, and draws the chart near the screen, fetching
 * its code then (and its points, unless the server drew them in the page).
 */
export function MoneyChartSlot({ caseId }: { caseId: string }) {
  const t = useMessages('donations');
  const { ref, isNear } = useNearScreen();
  const series = useLedgerSeries(caseId, isNear);
  return (
    <div ref={ref} className={classes.chartSlot}>
      {series.isError ? (
        <Text size="sm" c="red">
          {messageOf(series.error, t('donations.chart.loadFailed'))}
        </Text>
      ) : isNear && series.data ? (
        <Suspense fallback={<ChartLoading />}>
          <MoneyChart points={series.data.points} currency={series.data.currency} />
        </Suspense>
      ) : (
        isNear && <ChartLoading />
      )}
    </div>
  );
}
