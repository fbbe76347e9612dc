import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { BareList } from './bare-list.tsx';
import { notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import { LocalDate } from '#web/components/local-date.tsx';
import {
  messageOf,
  useHideSupporterMessage,
  useSupporters,
  type DonationCase,
  type Supporter,
} from './api.ts';
import { PanelSection } from '#web/components/panel-section.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

function SupporterItem({
  supporter,
  onHide,
  isHiding,
}: {
  supporter: Supporter;
  onHide?: () => void;
  isHiding: boolean;
}) {
  const format = useFormat();
  const t = useMessages('donations');
  return (
    <Stack gap={2} component="li" data-testid="supporter">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {supporter.name}
        </Text>
        {supporter.amount !== null && (
          <Text fw={600}>{format.money(supporter.amount, supporter.currency)}</Text>
        )}
      </Group>
      {supporter.message && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {supporter.message}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          <LocalDate value={supporter.createdAt} />
        </Text>
        {onHide && supporter.message && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={isHiding}
            onClick={onHide}
            leftSection={<IconEyeOff size={14} aria-hidden="true" />}
            aria-label={t('donations.supporters.hideLabel', { name: supporter.name })}
          >
            {t('donations.supporters.hide')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The case's supporters: how many, and the most recent (name, message and amount as allowed). */
export function CaseSupporters({ donationCase }: { donationCase: DonationCase }) {
  const t = useMessages('donations');
  const query = useSupporters(donationCase._id);
  const hide = useHideSupporterMessage(donationCase._id);
  const supporters = query.data?.pages.flatMap((page) => page.supporters) ?? [];
  const total = query.data?.pages[0]?.totalSupporters ?? donationCase.supportersCount;

  const hideMessage = (supporter: Supporter) =>
    hide.mutate(supporter._id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('donations.supporters.hidden') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: messageOf(error, t('donations.supporters.hideFailed')),
        }),
    });

  return (
    <PanelSection headingId="case-supporters-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="case-supporters-heading">
            {t('donations.supporters.title')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="supporters-count">
            {t('donations.supporters.count', { count: total })}
          </Text>
        </Group>
        {query.isError && (
          <Text size="sm" c="red">
            {messageOf(query.error, t('donations.supporters.loadFailed'))}
          </Text>
        )}
        {supporters.length === 0 && query.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('donations.supporters.none')}
          </Text>
        )}
        {supporters.length > 0 && (
          <BareList gap="md" aria-label={t('donations.supporters.listLabel')}>
            {supporters.map((supporter) => (
              <SupporterItem
                key={supporter._id}
                supporter={supporter}
                onHide={donationCase.can.moderate ? () => hideMessage(supporter) : undefined}
                isHiding={hide.isPending && hide.variables === supporter._id}
              />
            ))}
          </BareList>
        )}
        {query.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('donations.supporters.showMore')}
          </Button>
        )}
      </Stack>
    </PanelSection>
  );
}
