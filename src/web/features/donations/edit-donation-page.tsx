import { canManageDonationCases } from '#contracts/policies/donations.ts';
import { useActor } from '#web/lib/use-actor.ts';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { CaseForm, type CheckedCase } from './case-form.tsx';
import { toLocalInput } from './case-giving-fields.tsx';

const withChangedLink = ({ storyId, ...fields }: CheckedCase, linkedId: string | null) =>
  storyId === linkedId ? fields : { ...fields, storyId };
import { CaseProblem, NoPermission } from './case-parts.tsx';
import { isMissingCase, MESSAGES, messageOf, useDonationCase, useUpdateCase } from './api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** /edit-donation/{id}: outside the route guards (the spec), so the page checks for an admin. */
export function EditDonationPage() {
  const { id = '' } = useParams();
  const t = useMessages('donations');
  const navigate = useNavigate();
  const updateCase = useUpdateCase();
  const mayManage = canManageDonationCases(useActor());
  const query = useDonationCase(id, { enabled: mayManage });
  const donationCase = query.data;

  let body;
  if (!mayManage) {
    body = <NoPermission />;
  } else if (query.isPending) {
    body = <CenteredLoader label={t('donations.case.loading')} py={64} isStatus />;
  } else if (query.isError || !donationCase) {
    const isMissing = !query.isError || isMissingCase(query.error);
    body = (
      <CaseProblem
        message={
          isMissing ? t(MESSAGES.caseNotFound) : messageOf(query.error, t(MESSAGES.fetchCase))
        }
        onRetry={isMissing ? undefined : () => void query.refetch()}
        backTo="/donation-dashboard"
        backLabel={t('donations.edit.back')}
      />
    );
  } else {
    body = (
      <CaseForm
        // A fresh form when another case is opened in the same page.
        key={donationCase._id}
        isEdit
        isArchived={donationCase.archived}
        initialValues={{
          title: donationCase.title,
          description: donationCase.description,
          currency: donationCase.currency,
          amountOptions: donationCase.amountOptions,
          goalAmount: donationCase.goalAmount ?? '',
          monthlyTarget: donationCase.monthlyTarget ?? '',
          image: donationCase.image,
          active: donationCase.active,
          storyId: donationCase.story?._id ?? null,
          showAmounts: donationCase.showAmounts,
          endsAt: toLocalInput(donationCase.endsAt),
        }}
        linkedStory={donationCase.story}
        currencyLocked={donationCase.hasGifts}
        submitLabel={t('donations.edit.submit')}
        isSaving={updateCase.isPending}
        onSave={(fields, onError) =>
          updateCase.mutate(
            // An unchanged link is not sent: a narrative under review again is not named to the
            // form, and saving must not unlink it.
            {
              id: donationCase._id,
              input: withChangedLink(fields, donationCase.story?._id ?? null),
            },
            {
              onSuccess: (updated) => {
                notifications.show({
                  color: 'teal',
                  message: t(
                    updated.active ? 'donations.edit.saved' : 'donations.edit.savedInactive',
                    {
                      title: updated.title,
                    },
                  ),
                  autoClose: 2000,
                });
                void navigate('/donation-dashboard');
              },
              onError,
            },
          )
        }
      />
    );
  }

  return (
    <PageFrame
      title={t('donations.edit.title')}
      size="md"
      description={t('donations.edit.description')}
    >
      {body}
    </PageFrame>
  );
}
