import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { followUser, unfollowUser, type FollowResponse } from '#web/api/users.ts';
import { useAppStore } from '#web/state/app-store.ts';

export interface FollowTarget {
  _id: string;
  username: string;
  isAdmin: boolean;
  isPublisher: boolean;
  isFollowing: boolean;
}

/** Only admins and publishers can be followed, and never by themselves. */
export function canBeFollowed(target: FollowTarget, viewerId: string | null): boolean {
  return (target.isAdmin || target.isPublisher) && target._id !== viewerId;
}

/**
 * Follow / Unfollow toggle, disabled while its call is out. A visitor is sent to sign in.
 * `onChange` receives the server's new state and follower count.
 */
export function FollowButton({
  target,
  onChange,
}: {
  target: FollowTarget;
  onChange: (result: FollowResponse) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);

  const toggle = useMutation({
    mutationFn: () => (target.isFollowing ? unfollowUser(target._id) : followUser(target._id)),
    onSuccess: (result) => {
      onChange(result);
      // The viewer's own following count and lists changed too.
      void queryClient.invalidateQueries({ queryKey: ['users', 'id'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'follows'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });

  if (!canBeFollowed(target, viewerId)) return null;

  const onClick = () => {
    if (!viewerId) {
      void navigate('/sign-in');
      return;
    }
    toggle.mutate();
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
      aria-label={`${target.isFollowing ? 'Unfollow' : 'Follow'} ${target.username}`}
    >
      {target.isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
