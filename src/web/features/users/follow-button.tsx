import { isAuthor, type RoleFlags } from '#contracts/policies/actor.ts';
import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { useToggleFollow } from './api.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

export interface FollowTarget extends RoleFlags {
  _id: string;
  username: string;
  isFollowing: boolean;
}

/**
 * Only authors (admins and publishers) can be followed, and never by themselves; a visitor sees
 * the button too, which sends them to sign in.
 */
export function canBeFollowed(target: FollowTarget, viewerId: string | null): boolean {
  return isAuthor(target) && target._id !== viewerId;
}

/**
 * Follow / Unfollow toggle, disabled while its call is out. A visitor is sent to sign in. The
 * target's cached profile takes the server's new state and follower count.
 */
export function FollowButton({ target }: { target: FollowTarget }) {
  const t = useMessages('users');
  const navigate = useNavigate();
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  const toggle = useToggleFollow(target);

  if (!canBeFollowed(target, viewerId)) return null;

  const onClick = () => {
    if (!viewerId) {
      void navigate('/sign-in');
      return;
    }
    toggle.mutate(undefined, {
      onError: (error) => showErrorToast(errorMessage(error)),
    });
  };

  return (
    <Button
      variant={target.isFollowing ? 'default' : 'filled'}
      leftSection={
        target.isFollowing ? (
          <IconUserCheck size={18} stroke={1.8} />
        ) : (
          <IconUserPlus size={18} stroke={1.8} />
        )
      }
      onClick={onClick}
      disabled={toggle.isPending}
      aria-label={t(target.isFollowing ? 'users.follow.unfollowName' : 'users.follow.followName', {
        username: target.username,
      })}
    >
      {target.isFollowing ? t('users.follow.unfollow') : t('users.follow.follow')}
    </Button>
  );
}
