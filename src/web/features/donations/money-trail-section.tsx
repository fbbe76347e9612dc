import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { messageOf, useLedger, type DonationCase, type LedgerEntry } from './api.ts';
import { LedgerEntryItem } from './ledger-entry-item.tsx';
import { MoneyChartSlot } from './money-chart-slot.tsx';
import classes from './money-trail.module.css';
import { PanelSection } from '#web/components/panel-section.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

// The admins' dialogs (and the form schemas they check with) load only when one opens.
const DisbursementDialog = lazy(async () => ({
  default: (await import('./disbursement-dialog.tsx')).DisbursementDialog,
}));
const ReverseEntryDialog = lazy(async () => ({
  default: (await import('./reverse-entry-dialog.tsx')).ReverseEntryDialog,
}));

export const MONEY_TRAIL_HEADING_ID = 'money-trail-heading';

function Figures({ donationCase }: { donationCase: DonationCase }) {
  const format = useFormat();
  const t = useMessages('donations');
  const figures = [
    ['received', donationCase.raisedAmount],
    ['fees', donationCase.feesAmount],
    ['disbursed', donationCase.disbursedAmount],
    ['held', donationCase.heldAmount],
  ] as const;
  return (
    <dl className={classes.figures}>
      {figures.map(([figure, amount]) => (
        <div key={figure} className={classes.figure} data-testid={`money-${figure}`}>
          <dt>{t(`donations.trail.${figure}`)}</dt>
          <dd>{format.money(amount, donationCase.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Reversals drawn beside the disbursement they correct when both are loaded, else on their own. */
function arrange(entries: LedgerEntry[]) {
  const loaded = new Set(entries.map((entry) => entry._id));
  const reversalOf = new Map<string, LedgerEntry>();
  for (const entry of entries) {
    if (entry.reversesId && loaded.has(entry.reversesId)) reversalOf.set(entry.reversesId, entry);
  }
  const shown = entries.filter((entry) => !(entry.reversesId && loaded.has(entry.reversesId)));
  return { shown, reversalOf };
}

/**
 * "Where the Money Went": what the case received, paid in fees, paid out and holds; each entry
 * of its money trail, newest first (drawn by the server, show more); and a chart of money in
 * and out that loads near the screen. Admins record disbursements and reverse them here.
 */
export function MoneyTrailSection({ donationCase }: { donationCase: DonationCase }) {
  const t = useMessages('donations');
  const ledger = useLedger(donationCase._id);
  const [isRecording, setIsRecording] = useState(false);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  const totalEntries = ledger.data?.pages[0]?.totalEntries ?? 0;
  const { shown, reversalOf } = arrange(entries);
  const keepsLedger = donationCase.can.keepLedger;

  return (
    <PanelSection headingId={MONEY_TRAIL_HEADING_ID} data-testid="money-trail">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h3" id={MONEY_TRAIL_HEADING_ID}>
            {t('donations.trail.title')}
          </Title>
          {donationCase.updateDue && (
            <StatusPill tone="yellow">{t('donations.updateDue')}</StatusPill>
          )}
        </Group>
        {donationCase.updateDue && <Text size="sm">{t('donations.trail.updateDueNote')}</Text>}
        <Figures donationCase={donationCase} />
        {totalEntries > 0 && <MoneyChartSlot caseId={donationCase._id} />}
        {keepsLedger && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setIsRecording(true)}
            >
              {t('donations.disbursement.title')}
            </Button>
          </div>
        )}
        {ledger.isError && (
          <Text size="sm" c="red" role="alert">
            {messageOf(ledger.error, t('donations.trail.loadFailed'))}
          </Text>
        )}
        {ledger.isSuccess && totalEntries === 0 && (
          <Text size="sm" c="dimmed">
            {t('donations.trail.none')}
          </Text>
        )}
        {shown.length > 0 && (
          <ul className={classes.entries} aria-label={t('donations.trail.listLabel')}>
            {shown.map((entry) => (
              <LedgerEntryItem
                key={entry._id}
                entry={entry}
                currency={donationCase.currency}
                reversal={reversalOf.get(entry._id)}
                onReverse={keepsLedger ? () => setReversing(entry) : undefined}
              />
            ))}
          </ul>
        )}
        <ShowMorePages query={ledger} />
      </Stack>
      {keepsLedger && (isRecording || reversing) && (
        <Suspense fallback={null}>
          {isRecording && (
            <DisbursementDialog donationCase={donationCase} onClose={() => setIsRecording(false)} />
          )}
          {reversing && (
            <ReverseEntryDialog
              caseId={donationCase._id}
              currency={donationCase.currency}
              entry={reversing}
              onClose={() => setReversing(null)}
            />
          )}
        </Suspense>
      )}
    </PanelSection>
  );
}
