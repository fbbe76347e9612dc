import { canKeepCaseLedger, canManageDonationCases } from '#contracts/policies/donations.ts';
import { useActor } from '#web/lib/use-actor.ts';
import { IconPlus } from '@tabler/icons-react';
import { CaseList } from './case-list.tsx';
import { LedgerWarnings } from './ledger-warnings.tsx';
import { CasesPage, NoPermission } from './case-parts.tsx';
import { UpdatesDueSection } from './updates-due-section.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * /donation-dashboard (admins): the cases with an update due, then every case, ten per page,
 * with transactions, edit and delete.
 */
export function DonationDashboardPage() {
  const t = useMessages('donations');
  const actor = useActor();
  const mayManage = canManageDonationCases(actor);

  return (
    <CasesPage
      size="md"
      title={t('donations.list.manage')}
      intro={t('donations.admin.intro')}
      actions={
        mayManage && (
          <LinkButton to="/create-donation" icon={IconPlus} iconSize={18}>
            {t('donations.list.create')}
          </LinkButton>
        )
      }
    >
      {mayManage && <LedgerWarnings />}
      {canKeepCaseLedger(actor) && <UpdatesDueSection />}
      {mayManage ? <CaseList /> : <NoPermission />}
    </CasesPage>
  );
}
