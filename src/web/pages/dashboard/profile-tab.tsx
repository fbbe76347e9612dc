import { Alert, Anchor, Divider, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustments, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { useOwnAccount } from '#web/features/users/api.ts';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { AccountActions } from '#web/features/dashboard/account-actions.tsx';
import { AccountForm } from '#web/features/dashboard/account-form.tsx';
import { BioForm } from '#web/features/dashboard/bio-form.tsx';
import { FollowCounts } from '#web/features/dashboard/follow-counts.tsx';
import { OwnPostsGrid } from '#web/features/dashboard/own-posts-grid.tsx';
import { ProfilePictureField } from '#web/features/dashboard/profile-picture-field.tsx';
import { SignedInDevices } from '#web/features/dashboard/signed-in-devices.tsx';
import { useVerifiedNotice } from '#web/features/dashboard/use-verified-notice.ts';
import { LinkButton } from '#web/components/link-button.tsx';
import { PushAlertsToggle } from '#web/features/notifications/push-alerts-toggle.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';

/** The dashboard's Profile tab: picture, counts, account fields, and the account's actions. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const t = useMessages('dashboard');
  usePageTitle(t('dashboard.profile.title'));
  const account = useOwnAccount(user._id);
  const verifiedNotice = useVerifiedNotice(user._id);
  // A new picture is uploaded at once but saved with the form's Update.
  const [pendingPicture, setPendingPicture] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.profile.title')}</Title>
      {verifiedNotice.isShown && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          role="status"
          withCloseButton
          closeButtonLabel={t('dashboard.profile.dismiss')}
          onClose={verifiedNotice.dismiss}
        >
          {t('dashboard.profile.verified')}
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
            <FollowCounts
              userId={user._id}
              followersCount={account.data?.followersCount ?? 0}
              followingCount={account.data?.followingCount ?? 0}
            />
          </Stack>

          {/* The fields wait for the saved account: drawn before it, what was typed would be lost
              when it arrives and they start again from it. */}
          {account.isPending ? (
            <CenteredLoader label={t('dashboard.profile.loadingAccount')} />
          ) : (
            <AccountForm
              user={user}
              account={{
                dateOfBirth: account.data?.dateOfBirth ?? '',
                verified: account.data?.verified ?? user.verified,
                pendingEmail: account.data?.pendingEmail ?? null,
              }}
              pendingPicture={pendingPicture}
              isUploading={isUploading}
              onSaved={() => setPendingPicture(null)}
            />
          )}

          {account.data && <BioForm userId={user._id} savedBio={account.data.bio} />}

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
            {t('dashboard.profile.viewPublic')}
            <IconExternalLink size={14} stroke={1.8} aria-hidden="true" />
          </Anchor>
          <PushAlertsToggle userId={user._id} />
          <LinkButton
            to="/settings/notifications"
            variant="default"
            icon={IconAdjustments}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('dashboard.profile.notificationSettings')}
          </LinkButton>

          <Divider />
          <SignedInDevices />
          <Divider />
          <AccountActions userId={user._id} />
        </Stack>
      </Paper>
      <OwnPostsGrid userId={user._id} />
    </Stack>
  );
}
