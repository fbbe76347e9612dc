import { DatedMessage } from './donations-message.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconFileTypePdf } from '@tabler/icons-react';
import { LocalDate } from '#web/components/local-date.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import type { ReceivedMethod } from '#contracts/donations.constants.ts';
import type { LedgerEntry } from './api.ts';
import classes from './money-trail.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';
import { Message } from '#web/i18n/message.tsx';

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
  const format = useFormat();
  const isIn = entry.type === 'gift' || entry.type === 'reversal';
  const sign = isIn ? '+' : '−';
  return (
    <Text
      span
      className={`${classes.amount} ${isIn ? classes.amountIn : ''} ${struck ? classes.reversed : ''}`}
    >
      {sign}
      {format.money(entry.amount, currency)}
    </Text>
  );
}

/** A disbursement's proof: image thumbnails that open the file, and PDFs that download. */
function Evidence({ urls }: { urls: string[] }) {
  const t = useMessages('donations');
  if (urls.length === 0) return null;
  const numbered = urls.map((url, index) => ({
    url,
    isPdf: isPdf(url),
    number: urls.slice(0, index + 1).filter((one) => isPdf(one) === isPdf(url)).length,
  }));
  return (
    <ul className={classes.evidence} aria-label={t('donations.ledger.evidence')}>
      {numbered.map(({ url, isPdf: pdf, number }) =>
        pdf ? (
          <li key={url}>
            <Anchor href={url} download size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileTypePdf size={18} aria-hidden="true" />
                {t('donations.ledger.document', { number })}
              </Group>
            </Anchor>
          </li>
        ) : (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <img
                src={url}
                alt={t('donations.ledger.photo', { number })}
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
  const t = useMessages('donations');
  if (updates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('donations.ledger.noNearbyUpdates')}
      </Text>
    );
  }
  return (
    <Text size="sm" component="div">
      {t('donations.ledger.nearbyUpdates')}{' '}
      {updates.map((update, index) => (
        <span key={update._id}>
          {index > 0 && '; '}
          <Message
            namespace="donations"
            id="donations.ledger.nearbyUpdate"
            values={{ title: update.title }}
            components={{
              0: <Anchor href="#case-updates-heading" size="sm" />,
              1: <LocalDate value={update.postedAt} />,
            }}
          />
        </span>
      ))}
    </Text>
  );
}

function ReversalNote({ reversal, currency }: { reversal: LedgerEntry; currency: string }) {
  const t = useMessages('donations');
  return (
    <div className={classes.reversal} data-testid="ledger-reversal">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600}>
          <DatedMessage id="donations.ledger.reversedOn" date={reversal.occurredAt} />
        </Text>
        <Amount entry={reversal} currency={currency} />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {t('donations.ledger.reason', { reason: reversal.reason })}
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
  const format = useFormat();
  const t = useMessages('donations');
  const isReversed = entry.reversedById !== null;
  return (
    <li className={classes.entry} data-testid={`ledger-${entry.type}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Group gap="xs" align="baseline">
            <Text fw={600} component="h3" size="md" m={0}>
              {t(`donations.ledger.type.${entry.type}`)}
            </Text>
            {isReversed && <StatusPill tone="yellow">{t('donations.ledger.reversed')}</StatusPill>}
          </Group>
          <Amount entry={entry} currency={currency} struck={isReversed} />
        </Group>
        <Text size="sm" c="dimmed">
          <LocalDate value={entry.occurredAt} />
          {entry.method && ` · ${t(`donations.method.${entry.method as ReceivedMethod}`)}`}
        </Text>
        {entry.type === 'disbursement' && (
          <>
            <Text size="sm">
              <Message
                namespace="donations"
                id="donations.ledger.paidTo"
                values={{ payee: entry.payee, purpose: entry.purpose }}
                components={{
                  0: <Text span fw={600} />,
                  1: <Text span style={{ whiteSpace: 'pre-line' }} />,
                }}
              />
            </Text>
            <Evidence urls={entry.evidence} />
            <NearbyUpdates updates={entry.nearbyUpdates} />
            {reversal && <ReversalNote reversal={reversal} currency={currency} />}
            {isReversed && !reversal && (
              <Text size="sm" c="dimmed">
                {t('donations.ledger.wasReversed')}
              </Text>
            )}
            {onReverse && !isReversed && (
              <div>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
                  onClick={onReverse}
                  aria-label={t('donations.ledger.reverseLabel', {
                    amount: format.money(entry.amount, currency),
                    payee: entry.payee,
                  })}
                >
                  {t('donations.ledger.reverse')}
                </Button>
              </div>
            )}
          </>
        )}
        {entry.type === 'reversal' && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('donations.ledger.corrects', { reason: entry.reason })}
          </Text>
        )}
      </Stack>
    </li>
  );
}
