import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconExternalLink,
  IconLogout,
  IconPencilPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ageInYears, latestAllowedBirthDate, MESSAGES } from '#contracts/auth.ts';
import { MIN_AGE_YEARS } from '#contracts/common.ts';
import { updateUserSchema, type SessionUser, type UpdateUserInput } from '#contracts/users.ts';
import { refreshCurrentUser, toSessionUser } from '#web/api/auth.ts';
import { errorMessage, isApiError } from '#web/api/client.ts';
import {
  deleteUser,
  resendVerification,
  updateUser,
  useOwnAccount,
  userKeys,
  type FollowDirection,
} from '#web/api/users.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { canPublish } from '#web/components/guards.tsx';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { PushAlertsToggle } from '#web/features/notifications/push-alerts-toggle.tsx';
import { FollowListModal } from '#web/components/follow-list-modal.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { OwnPostsGrid } from '#web/features/dashboard/own-posts-grid.tsx';
import { ProfilePictureField } from '#web/features/dashboard/profile-picture-field.tsx';

const VERIFIED_NOTICE = 'Your email has been verified successfully!';
const NOTICE_MS = 5000;

type EditableField = 'username' | 'email' | 'password' | 'dateOfBirth';

/** The fields the user changed, trimmed, ready for `PUT /api/user/update/{id}`. */
function changedFields(
  saved: { username: string; email: string; dateOfBirth: string },
  edits: Partial<Record<EditableField, string>>,
  pendingPicture: string | null,
  savedPicture: string,
): UpdateUserInput {
  const changes: UpdateUserInput = {};
  const username = edits.username?.trim();
  if (username !== undefined && username !== saved.username) changes.username = username;
  const email = edits.email?.trim();
  if (email !== undefined && email.toLowerCase() !== saved.email.toLowerCase()) {
    changes.email = email;
  }
  if (edits.password) changes.password = edits.password;
  const dateOfBirth = edits.dateOfBirth?.trim();
  if (dateOfBirth && dateOfBirth !== saved.dateOfBirth) changes.dateOfBirth = dateOfBirth;
  if (pendingPicture && pendingPicture !== savedPicture) changes.profilePicture = pendingPicture;
  return changes;
}

function Count({ label, value, onClick }: { label: string; value: number; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-haspopup="dialog"
      style={{ textAlign: 'center', padding: '4px 12px', borderRadius: 8 }}
    >
      <Text fw={700} size="xl" lh={1.2}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </UnstyledButton>
  );
}

/** The dashboard's Profile tab: picture, counts, account fields, and the account's actions. */
export function ProfileTab({ user }: { user: SessionUser }) {
  usePageTitle('Profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  const clearSession = useAppStore((state) => state.clearSession);
  const signOut = useSignOut();
  const account = useOwnAccount(user._id);
  const [searchParams, setSearchParams] = useSearchParams();

  const [edits, setEdits] = useState<Partial<Record<EditableField, string>>>({});
  const [pendingPicture, setPendingPicture] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isSendingVerification, setIsSendingVerification] = useState(false);
  const [followList, setFollowList] = useState<{ direction: FollowDirection; opened: boolean }>({
    direction: 'followers',
    opened: false,
  });
  const formMessage = useTimedMessage(INLINE_MESSAGE_MS);
  const verifyMessage = useTimedMessage(NOTICE_MS);
  const [isVerifiedNoticeShown, setIsVerifiedNoticeShown] = useState(
    () => searchParams.get('verified') === 'success',
  );

  // Back from the e-mailed link: say so once, reload the user, and tidy the address bar.
  const hasVerifiedParam = searchParams.get('verified') === 'success';
  useEffect(() => {
    if (!hasVerifiedParam) return;
    refreshCurrentUser()
      .then(() => queryClient.invalidateQueries({ queryKey: ['users', 'id', user._id] }))
      .catch((error: unknown) => console.warn('User refresh failed', error));
    setSearchParams(
      (params) => {
        params.delete('verified');
        return params;
      },
      { replace: true },
    );
  }, [hasVerifiedParam, queryClient, setSearchParams, user._id]);

  useEffect(() => {
    if (!isVerifiedNoticeShown) return;
    const timer = window.setTimeout(() => setIsVerifiedNoticeShown(false), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [isVerifiedNoticeShown]);

  const saved = {
    username: user.username,
    email: user.email,
    dateOfBirth: account.data?.dateOfBirth ?? '',
  };
  const isVerified = account.data?.verified ?? user.verified;
  const values = {
    username: edits.username ?? saved.username,
    email: edits.email ?? saved.email,
    password: edits.password ?? '',
    dateOfBirth: edits.dateOfBirth ?? saved.dateOfBirth,
  };
  const edit = (field: EditableField) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setEdits((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isUploading) {
      formMessage.show('error', 'Please wait for image to upload');
      return;
    }
    const changes = changedFields(saved, edits, pendingPicture, user.profilePicture);
    if (Object.keys(changes).length === 0) {
      formMessage.show('error', 'No changes made');
      return;
    }
    if (changes.dateOfBirth !== undefined && !(ageInYears(changes.dateOfBirth) >= MIN_AGE_YEARS)) {
      formMessage.show(
        'error',
        Number.isNaN(ageInYears(changes.dateOfBirth))
          ? MESSAGES.invalidDate
          : MESSAGES.tooYoungToUse,
      );
      return;
    }
    const parsed = updateUserSchema.safeParse(changes);
    if (!parsed.success) {
      formMessage.show('error', parsed.error.issues[0]?.message ?? 'Something went wrong');
      return;
    }
    setIsSaving(true);
    try {
      const updated = toSessionUser(await updateUser(user._id, changes));
      setCurrentUser(updated);
      queryClient.setQueryData(userKeys.byId(updated._id, updated._id), updated);
      void queryClient.invalidateQueries({ queryKey: ['users', 'username'] });
      setEdits({});
      setPendingPicture(null);
      formMessage.show('success', 'Profile updated successfully');
    } catch (error) {
      formMessage.show('error', errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  const sendVerification = async () => {
    setIsSendingVerification(true);
    try {
      const response = await resendVerification(user._id);
      verifyMessage.show('success', response.message || 'Verification email sent successfully');
    } catch (error) {
      const text = !isApiError(error)
        ? 'An error occurred'
        : error.statusCode === 0
          ? 'An error occurred'
          : error.message || 'Failed to send verification email';
      verifyMessage.show('error', text);
    } finally {
      setIsSendingVerification(false);
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete your account?',
      children: (
        <Text size="sm">
          Your account, posts, narratives and comments will be removed for good. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Delete account', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteUser(user._id)
          .then(async () => {
            // Home first, so the dashboard's guard does not send the visitor to sign in.
            await navigate('/');
            clearSession();
            queryClient.clear();
            notifications.show({ color: 'teal', message: 'Your account has been deleted' });
          })
          .catch((error: unknown) =>
            notifications.show({ color: 'red', message: errorMessage(error) }),
          );
      },
    });

  const openList = (direction: FollowDirection) => setFollowList({ direction, opened: true });
  const followersCount = account.data?.followersCount ?? 0;
  const followingCount = account.data?.followingCount ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1}>Profile</Title>
      {isVerifiedNoticeShown && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setIsVerifiedNoticeShown(false)}
        >
          {VERIFIED_NOTICE}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--hearth-surface)">
        <Stack gap="xl">
          <Stack align="center" gap="sm">
            <ProfilePictureField
              username={user.username}
              picture={pendingPicture ?? user.profilePicture}
              isPending={Boolean(pendingPicture)}
              onUploaded={setPendingPicture}
              onUploadingChange={setIsUploading}
            />
            <RoleBadges user={user} size="md" />
            <Group gap="lg" justify="center">
              <Count
                label="Followers"
                value={followersCount}
                onClick={() => openList('followers')}
              />
              <Count
                label="Following"
                value={followingCount}
                onClick={() => openList('following')}
              />
            </Group>
          </Stack>

          <form onSubmit={(event) => void submit(event)} noValidate>
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
                    isVerified ? (
                      <IconCircleCheck
                        size={18}
                        color="var(--mantine-color-teal-7)"
                        aria-hidden="true"
                      />
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
                    isVerified ? (
                      'Verified e-mail address'
                    ) : (
                      <>
                        Not verified.{' '}
                        <Anchor
                          component="button"
                          type="button"
                          size="xs"
                          onClick={() => void sendVerification()}
                          disabled={isSendingVerification}
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
              <FormMessage message={verifyMessage.message} />
              <FormMessage message={formMessage.message} />
              <Group gap="sm">
                <Button type="submit" loading={isSaving}>
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

          <Anchor
            component={Link}
            to={`/profile/${encodeURIComponent(user.username)}`}
            size="sm"
            style={{
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 4,
            }}
          >
            View public profile
            <IconExternalLink size={14} stroke={1.8} aria-hidden="true" />
          </Anchor>
          <PushAlertsToggle userId={user._id} />

          <Divider />
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} stroke={1.8} />}
              onClick={confirmDelete}
            >
              Delete Account
            </Button>
            <Button
              variant="default"
              leftSection={<IconLogout size={18} stroke={1.8} />}
              onClick={() => void signOut()}
            >
              Sign Out
            </Button>
          </Group>
        </Stack>
      </Paper>
      <OwnPostsGrid userId={user._id} />
      <FollowListModal
        userId={user._id}
        direction={followList.direction}
        opened={followList.opened}
        onClose={() => setFollowList((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
