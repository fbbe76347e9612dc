import { canKeepCaseLedger, canManageDonationCases } from '#contracts/policies/donations.ts';
import { useActor } from '#web/lib/use-actor.ts';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { CaseList } from './case-list.tsx';
import { LedgerWarnings } from './ledger-warnings.tsx';
import { NoPermission } from './case-parts.tsx';
import { UpdatesDueSection } from './updates-due-section.tsx';
import { LinkButton } from '#web/components/link-button.tsx';

/**
 * /donation-dashboard (admins): the cases with an update due, then every case, ten per page,
 * with transactions, edit and delete.
 */
export function DonationDashboardPage() {
  usePageTitle('Manage Donations');
  const actor = useActor();
  const mayManage = canManageDonationCases(actor);

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>Manage Donations</Title>
            <Text size="lg" c="dimmed" maw={680}>
              Every donation case, active or not, with its transactions.
            </Text>
          </Stack>
          {mayManage && (
            <LinkButton to="/create-donation" icon={IconPlus} iconSize={18}>
              Create Donation Case
            </LinkButton>
          )}
        </Group>
        {mayManage && <LedgerWarnings />}
        {canKeepCaseLedger(actor) && <UpdatesDueSection />}
        {mayManage ? <CaseList /> : <NoPermission />}
      </Stack>
    </Container>
  );
}
