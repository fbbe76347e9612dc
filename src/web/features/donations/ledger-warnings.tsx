import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReconciliationItem } from '#contracts/reconciliation.ts';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { LocalDate } from '#web/components/local-date.tsx';
import { useReconciliationWarnings } from './api-reconciliation.ts';
import { formatMoney } from './money.ts';
import { Notice } from './notice.tsx';

const amountOrNothing = (amount: number | null, currency: string | null) =>
  amount === null ? 'nothing' : formatMoney(amount, currency ?? 'USD');

function WarningItem({ item }: { item: ReconciliationItem }) {
  return (
    <List.Item data-testid="ledger-warning">
      <Text size="sm" fw={600}>
        {item.message}
      </Text>
      <Text size="sm">
        Ledger: {amountOrNothing(item.ledgerAmount, item.currency)} · Stripe:{' '}
        {amountOrNothing(item.stripeAmount, item.currency)}
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
        {item.paymentId && <>Stripe payment {item.paymentId} · </>}
        found <LocalDate value={item.foundAt} />
      </Text>
    </List.Item>
  );
}

/**
 * Where the ledger and Stripe disagree, from the last reconciliation: nothing when they agree
 * (or without Stripe), a warning listing each mismatch otherwise.
 */
export function LedgerWarnings() {
  const query = useReconciliationWarnings();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const first = pages[0];
  if (!first || first.totalItems === 0) return null;

  return (
    <section aria-label="Ledger warnings">
      <Notice
        color="yellow"
        icon={IconAlertTriangle}
        title={
          first.totalItems === 1
            ? '1 gift does not match Stripe'
            : `${first.totalItems} gifts do not match Stripe`
        }
        // Standing information, read where it is: not announced as an alert on every visit.
        role="note"
      >
        <Stack gap="sm">
          {first.checkedAt && (
            <Text size="sm">
              Compared with Stripe <LocalDate value={first.checkedAt} />. Each warning stays until a
              later comparison finds the two agree.
            </Text>
          )}
          <List spacing="sm" listStyleType="none" ms={0} ps={0}>
            {items.map((item) => (
              <WarningItem key={item._id} item={item} />
            ))}
          </List>
          <NextPageFooter
            query={query}
            failureMessage="Could not load more warnings"
            label="Show more warnings"
          />
        </Stack>
      </Notice>
    </section>
  );
}
