import { Anchor } from '@mantine/core';
import type { Values } from '@lingui/core';
import { Link } from 'react-router';
import { LocalDate } from '#web/components/local-date.tsx';
import { Message } from '#web/i18n/message.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';

export type DonationsMessageId = NamespaceIds['donations'];

/** A sentence of the `donations` catalog whose `<0>…</0>` links to a page of the app. */
export function LinkedMessage({
  id,
  to,
  values,
  fw,
}: {
  id: DonationsMessageId;
  to: string;
  values?: Values;
  fw?: number;
}) {
  return (
    <Message
      namespace="donations"
      id={id}
      values={values}
      components={{ 0: <Anchor component={Link} to={to} fw={fw} /> }}
    />
  );
}

/** A sentence of the `donations` catalog whose `<0/>` is a moment, drawn as `LocalDate` draws it. */
export function DatedMessage({
  id,
  date,
  values,
}: {
  id: DonationsMessageId;
  date: string;
  values?: Values;
}) {
  return (
    <Message
      namespace="donations"
      id={id}
      values={values}
      components={{ 0: <LocalDate value={date} /> }}
    />
  );
}
