import { Button, Group, Text, Textarea } from '@mantine/core';
import { BIO_MAX_LENGTH } from '#contracts/users.constants.ts';
import { bioFormSchema } from '#contracts/users.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useUpdateAccount } from './api.ts';
import { contractWords, inCatalogWords } from './contract-words.ts';

/** The bio shown on the public profile and under the author's posts, with a character count. */
export function BioForm({ userId, savedBio }: { userId: string; savedBio: string }) {
  const message = useTimedMessage(INLINE_MESSAGE_MS);
  // The field starts again from the saved bio whenever it changes.
  return <BioFields key={savedBio} userId={userId} savedBio={savedBio} message={message} />;
}

function BioFields({
  userId,
  savedBio,
  message,
}: {
  userId: string;
  savedBio: string;
  message: ReturnType<typeof useTimedMessage>;
}) {
  const t = useMessages('dashboard');
  const form = useContractForm(inCatalogWords(bioFormSchema, contractWords(t)), {
    initialValues: { bio: savedBio },
  });
  const update = useUpdateAccount(userId, () => message.show('success', t('dashboard.bio.saved')));
  const length = form.values.bio.trim().length;
  const isTooLong = length > BIO_MAX_LENGTH;

  const save = form.onSubmit((changes) =>
    update.mutate(changes, { onError: (error) => message.show('error', errorMessage(error)) }),
  );

  return (
    <FormWithSummary form={form} onSubmit={save} aria-label={t('dashboard.bio.label')} gap="sm">
      <Textarea
        label={t('dashboard.bio.label')}
        name="bio"
        dir="auto"
        description={t('dashboard.bio.description')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('bio')}
      />
      <Group justify="space-between" gap="sm">
        <Button type="submit" variant="light" loading={update.isPending}>
          {t('dashboard.bio.save')}
        </Button>
        <Text size="sm" c={isTooLong ? 'red.8' : 'dimmed'} aria-live="polite" aria-atomic>
          {t('dashboard.bio.length', { length, max: BIO_MAX_LENGTH })}
        </Text>
      </Group>
      <FormMessage message={message.message} />
    </FormWithSummary>
  );
}
