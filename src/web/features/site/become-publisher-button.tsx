import { actorOf } from '#web/lib/actor.ts';
import { canRequestPublisher } from '#contracts/policies/publisher-requests.ts';
import { rolesOf } from '#contracts/policies/actor.ts';
import { notifications } from '@mantine/notifications';
import { IconFeather } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
// The messages only: the dialog (with the schema that validates it) loads on the first click.
import { PUBLISHER_REQUEST_MESSAGES } from '#contracts/publisher-requests.constants.ts';
import { Button, type ButtonLook } from '#web/components/ui/button.tsx';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useAppStore } from '#web/state/app-store.ts';

const PublisherRequestDialog = lazyWithMantine(
  async () => (await import('./publisher-request-dialog.tsx')).PublisherRequestDialog,
);

/** Info and warning toasts stay 5 s (the spec). */
const NOTICE_MS = 5000;

/**
 * The home page's call to action, in the spec's three states: Admin Access (disabled) for
 * admins, You are a Publisher (disabled) for publishers, Become a Publisher otherwise. The
 * disabled ones stay focusable and say why when pressed; a visitor is asked to sign in; a member
 * gets the request dialog.
 */
export function BecomePublisherButton(buttonProps: Pick<ButtonLook, 'size' | 'variant'>) {
  const currentUser = useAppStore((state) => state.currentUser);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const icon = <IconFeather size={18} aria-hidden="true" />;

  const notice = (color: string, message: string) =>
    notifications.show({ color, message, autoClose: NOTICE_MS });

  if (currentUser && !canRequestPublisher(actorOf(currentUser))) {
    const holdsAdminRole = rolesOf(currentUser).includes('admin');
    return (
      <Button
        {...buttonProps}
        leftSection={icon}
        data-disabled
        aria-disabled="true"
        onClick={() =>
          notice(
            'blue',
            holdsAdminRole
              ? PUBLISHER_REQUEST_MESSAGES.alreadyAdmin
              : PUBLISHER_REQUEST_MESSAGES.alreadyPublisher,
          )
        }
      >
        {holdsAdminRole ? 'Admin Access' : 'You are a Publisher'}
      </Button>
    );
  }

  const open = () => {
    if (!currentUser) {
      notice('yellow', PUBLISHER_REQUEST_MESSAGES.signInRequired);
      return;
    }
    setHasOpened(true);
    setIsDialogOpen(true);
  };

  return (
    <>
      <Button
        {...buttonProps}
        leftSection={icon}
        onClick={open}
        aria-haspopup={currentUser ? 'dialog' : undefined}
      >
        Become a Publisher
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <PublisherRequestDialog opened={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
