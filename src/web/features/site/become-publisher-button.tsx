import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFeather } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useAppStore } from '#web/state/app-store.ts';

export const SIGN_IN_FOR_PUBLISHER_ACCESS = 'Please sign in to request publisher access.';
/** The FAQ entry that explains how publisher requests work. */
export const BECOME_PUBLISHER_FAQ_ID = 'faq-become-publisher';

/**
 * The home page's call to action, in the spec's three states: Admin Access (disabled) for
 * admins, You are a Publisher (disabled) for publishers, Become a Publisher otherwise. A visitor
 * is asked to sign in; a member is taken to the FAQ entry on becoming a publisher.
 */
export function BecomePublisherButton({
  onShowHowTo,
  ...buttonProps
}: ButtonProps & { onShowHowTo: () => void }) {
  const currentUser = useAppStore((state) => state.currentUser);
  const icon = <IconFeather size={18} aria-hidden="true" />;

  if (currentUser?.isAdmin) {
    return (
      <Button {...buttonProps} leftSection={icon} disabled>
        Admin Access
      </Button>
    );
  }
  if (currentUser?.isPublisher) {
    return (
      <Button {...buttonProps} leftSection={icon} disabled>
        You are a Publisher
      </Button>
    );
  }
  if (!currentUser) {
    return (
      <Button
        {...buttonProps}
        leftSection={icon}
        onClick={() =>
          notifications.show({ color: 'yellow', message: SIGN_IN_FOR_PUBLISHER_ACCESS })
        }
      >
        Become a Publisher
      </Button>
    );
  }
  return (
    <Button
      {...buttonProps}
      component="a"
      href={`#${BECOME_PUBLISHER_FAQ_ID}`}
      leftSection={icon}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onShowHowTo();
      }}
    >
      Become a Publisher
    </Button>
  );
}
