import { DatedMessage } from './donations-message.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReconciliationItem } from '#contracts/reconciliation.ts';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { useReconciliationWarnings } from './api-reconciliation.ts';
import { Notice } from './notice.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

function WarningItem({ item }: { item: ReconciliationItem }) {
  const format = useFormat();
  const t = useMessages('donations');
  const amountOrNothing = (amount: number | null) =>
    amount === null
      ? t('donations.warnings.nothing')
      : format.money(amount, item.currency ?? 'USD');
  return (
    <List.Item data-testid="ledger-warning">
      <Text size="sm" fw={600}>
        {item.message}
      </Text>
      <Text size="sm">
        {t('donations.warnings.amounts', {
          ledger: amountOrNothing(item.ledgerAmount),
          stripe: amountOrNothing(item.stripeAmount),
        })}
        {item.caseId && item.caseTitle && (
          <>
            {' · '}
            <Anchor component={Link} to={`/donate/${item.caseId}`} size="sm">
              {item.caseTitle}
            </Anchor>
          </>
        )}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <DatedMessage
          id={item.paymentId ? 'donations.warnings.paymentFound' : 'donations.warnings.found'}
          date={item.foundAt}
          values={{ payment: item.paymentId }}
        />
      </Text>
    </List.Item>
  );
}

/**
 * Where the ledger and Stripe disagree, from the last reconciliation: nothing when they agree
 * (or without Stripe), a warning listing each mismatch otherwise.
 */
export function LedgerWarnings() {
  const t = useMessages('donations');
  const query = useReconciliationWarnings();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const first = pages[0];
  if (!first || first.totalItems === 0) return null;

  return (
    <section aria-label={t('donations.warnings.label')}>
      <Notice
        color="yellow"
        icon={IconAlertTriangle}
        title={t('donations.warnings.title', { count: first.totalItems })}
        // Standing information, read where it is: not announced as an alert on every visit.
        role="note"
      >
        <Stack gap="sm">
          {first.checkedAt && (
            <Text size="sm">
              <DatedMessage id="donations.warnings.compared" date={first.checkedAt} />
            </Text>
          )}
          <List spacing="sm" listStyleType="none" ms={0} ps={0}>
            {items.map((item) => (
              <WarningItem key={item._id} item={item} />
            ))}
          </List>
          <NextPageFooter
            query={query}
            failureMessage={t('donations.warnings.moreFailed')}
            label={t('donations.warnings.more')}
          />
        </Stack>
      </Notice>
    </section>
  );
}
