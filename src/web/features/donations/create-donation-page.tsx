import { canManageDonationCases } from '#contracts/policies/donations.ts';
import { useActor } from '#web/lib/use-actor.ts';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { CaseForm, EMPTY_CASE } from './case-form.tsx';
import { NoPermission } from './case-parts.tsx';
import { useCreateCase } from './api.ts';

/** /create-donation (admins): open a new donation case. */
export function CreateDonationPage() {
  const navigate = useNavigate();
  const createCase = useCreateCase();
  const mayManage = canManageDonationCases(useActor());

  return (
    <PageFrame
      title="Create Donation Case"
      size="md"
      description="Set up a new case with its description, suggested amounts, an optional goal and an image."
    >
      {mayManage ? (
        <CaseForm
          initialValues={EMPTY_CASE}
          submitLabel="Create Case"
          isSaving={createCase.isPending}
          onSave={({ active: _active, ...fields }, onError) =>
            createCase.mutate(fields, {
              onSuccess: (created) => {
                notifications.show({
                  color: 'teal',
                  message: `“${created.title}” is open for donations`,
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
