import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconFileTypePdf } from '@tabler/icons-react';
import { RECEIVED_METHOD_LABELS, type ReceivedMethod } from '#contracts/donations.constants.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import type { LedgerEntry } from './api.ts';
import { formatMoney } from './money.ts';
import classes from './money-trail.module.css';

const TITLES: Record<LedgerEntry['type'], string> = {
  gift: 'Gift Received',
  fee: 'Payment fee',
  disbursement: 'Paid out',
  reversal: 'Reversal',
};

const isPdf = (url: string) => /\.pdf$/i.test(url);

/** Signed the way the money went: in for gifts and reversals, out for fees and payouts. */
function Amount({
  entry,
  currency,
  struck,
}: {
  entry: LedgerEntry;
  currency: string;
  struck?: boolean;
}) {
  const isIn = entry.type === 'gift' || entry.type === 'reversal';
  const sign = isIn ? '+' : '−';
  return (
    <Text
      span
      className={`${classes.amount} ${isIn ? classes.amountIn : ''} ${struck ? classes.reversed : ''}`}
    >
      {sign}
      {formatMoney(entry.amount, currency)}
    </Text>
  );
}

/** A disbursement's proof: image thumbnails that open the file, and PDFs that download. */
function Evidence({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  const numbered = urls.map((url, index) => ({
    url,
    isPdf: isPdf(url),
    number: urls.slice(0, index + 1).filter((one) => isPdf(one) === isPdf(url)).length,
  }));
  return (
    <ul className={classes.evidence} aria-label="Evidence">
      {numbered.map(({ url, isPdf: pdf, number }) =>
        pdf ? (
          <li key={url}>
            <Anchor href={url} download size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileTypePdf size={18} aria-hidden="true" />
                Document {number} (PDF)
              </Group>
            </Anchor>
          </li>
        ) : (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <img
                src={url}
                alt={`Evidence photo ${number}`}
                className={classes.thumbnail}
                loading="lazy"
                width={72}
                height={72}
              />
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

function NearbyUpdates({ updates }: { updates: LedgerEntry['nearbyUpdates'] }) {
  if (updates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No case update near this payment yet.
      </Text>
    );
  }
  return (
    <Text size="sm" component="div">
      Case updates near this payment:{' '}
      {updates.map((update, index) => (
        <span key={update._id}>
          {index > 0 && '; '}
          <Anchor href="#case-updates-heading" size="sm">
            {update.title}
          </Anchor>{' '}
          (<LocalDate value={update.postedAt} />)
        </span>
      ))}
    </Text>
  );
}

function ReversalNote({ reversal, currency }: { reversal: LedgerEntry; currency: string }) {
  return (
    <div className={classes.reversal} data-testid="ledger-reversal">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600}>
          Reversed on <LocalDate value={reversal.occurredAt} />
        </Text>
        <Amount entry={reversal} currency={currency} />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        Reason: {reversal.reason}
      </Text>
    </div>
  );
}

/**
 * One line of a case's money trail. A disbursement shows its payee, purpose, method, evidence
 * and the case updates near it; its reversal, when loaded, is drawn beside it with its reason.
 */
export function LedgerEntryItem({
  entry,
  currency,
  reversal,
  onReverse,
}: {
  entry: LedgerEntry;
  /** The case's: the ledger's amounts are in it. */
  currency: string;
  /** The entry that corrects this disbursement, if it is on a loaded page. */
  reversal?: LedgerEntry;
  /** Offered to admins for a disbursement not yet reversed. */
  onReverse?: () => void;
}) {
  const isReversed = entry.reversedById !== null;
  return (
    <li className={classes.entry} data-testid={`ledger-${entry.type}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Group gap="xs" align="baseline">
            <Text fw={600} component="h3" size="md" m={0}>
              {TITLES[entry.type]}
            </Text>
            {isReversed && <StatusPill tone="yellow">Reversed</StatusPill>}
          </Group>
          <Amount entry={entry} currency={currency} struck={isReversed} />
        </Group>
        <Text size="sm" c="dimmed">
          <LocalDate value={entry.occurredAt} />
          {entry.method && ` · ${RECEIVED_METHOD_LABELS[entry.method as ReceivedMethod]}`}
        </Text>
        {entry.type === 'disbursement' && (
          <>
            <Text size="sm">
              <Text span fw={600}>
                To {entry.payee}
              </Text>
              {': '}
              <Text span style={{ whiteSpace: 'pre-line' }}>
                {entry.purpose}
              </Text>
            </Text>
            <Evidence urls={entry.evidence} />
            <NearbyUpdates updates={entry.nearbyUpdates} />
            {reversal && <ReversalNote reversal={reversal} currency={currency} />}
            {isReversed && !reversal && (
              <Text size="sm" c="dimmed">
                This payment was reversed.
              </Text>
            )}
            {onReverse && !isReversed && (
              <div>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
                  onClick={onReverse}
                  aria-label={`Reverse the payment of ${formatMoney(entry.amount, currency)} to ${entry.payee}`}
                >
                  Reverse
                </Button>
              </div>
            )}
          </>
        )}
        {entry.type === 'reversal' && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            Corrects a payment recorded by mistake. Reason: {entry.reason}
          </Text>
        )}
      </Stack>
    </li>
  );
}
