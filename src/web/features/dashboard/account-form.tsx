import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { latestAllowedBirthDate } from '#contracts/auth.ts';
import type { SessionUser } from '#contracts/users.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { canPublish } from '#web/components/guards.tsx';
import { useAccountUpdate } from './use-account-update.ts';
import { useResendVerification } from './use-resend-verification.ts';

interface AccountFormProps {
  user: SessionUser;
  account: { dateOfBirth: string; verified: boolean };
  pendingPicture: string | null;
  isUploading: boolean;
  onSaved: () => void;
}

/** Username, e-mail (and its verification), password and date of birth, with Update. */
export function AccountForm({
  user,
  account,
  pendingPicture,
  isUploading,
  onSaved,
}: AccountFormProps) {
  const update = useAccountUpdate({
    user,
    savedDateOfBirth: account.dateOfBirth,
    pendingPicture,
    isUploading,
    onSaved,
  });
  const verification = useResendVerification(user._id);
  const { edit } = update;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void update.submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            {...edit('username')}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            {...edit('email')}
            rightSection={
              account.verified ? (
                <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />
              ) : (
                <IconAlertTriangle
                  size={18}
                  color="var(--mantine-color-orange-7)"
                  aria-hidden="true"
                />
              )
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              account.verified ? (
                'Verified e-mail address'
              ) : (
                <>
                  Not verified.{' '}
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    onClick={() => void verification.send()}
                    disabled={verification.isSending}
                  >
                    Verify email
                  </Anchor>
                </>
              )
            }
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            placeholder="Leave blank to keep it"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
            {...edit('password')}
          />
          <TextInput
            label="Date of birth"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            max={latestAllowedBirthDate()}
            {...edit('dateOfBirth')}
          />
        </SimpleGrid>
        <FormMessage message={verification.message} />
        <FormMessage message={update.message} />
        <Group gap="sm">
          <Button type="submit" loading={update.isSaving}>
            Update
          </Button>
          {canPublish(user) && (
            <Button
              component={Link}
              to="/create-post"
              variant="light"
              leftSection={<IconPencilPlus size={18} stroke={1.8} />}
            >
              Create a Post
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
