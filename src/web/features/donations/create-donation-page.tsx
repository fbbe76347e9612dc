import { canManageDonationCases } from '#contracts/policies/donations.ts';
import { useActor } from '#web/lib/use-actor.ts';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { CaseForm, EMPTY_CASE } from './case-form.tsx';
import { NoPermission } from './case-parts.tsx';
import { useCreateCase } from './api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** /create-donation (admins): open a new donation case. */
export function CreateDonationPage() {
  const t = useMessages('donations');
  const navigate = useNavigate();
  const createCase = useCreateCase();
  const mayManage = canManageDonationCases(useActor());

  return (
    <PageFrame
      title={t('donations.list.create')}
      size="md"
      description={t('donations.create.description')}
    >
      {mayManage ? (
        <CaseForm
          initialValues={EMPTY_CASE}
          submitLabel={t('donations.create.submit')}
          isSaving={createCase.isPending}
          onSave={({ active: _active, ...fields }, onError) =>
            createCase.mutate(fields, {
              onSuccess: (created) => {
                notifications.show({
                  color: 'teal',
                  message: t('donations.create.done', { title: created.title }),
                  autoClose: 2000,
                });
                void navigate('/donation-dashboard');
              },
              onError,
            })
          }
        />
      ) : (
        <NoPermission />
      )}
    </PageFrame>
  );
}
