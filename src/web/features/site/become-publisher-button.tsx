import { actorOf } from '#web/lib/actor.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { canRequestPublisher } from '#contracts/policies/publisher-requests.ts';
import { rolesOf } from '#contracts/policies/actor.ts';
import { IconClock, IconFeather } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { Button, type ButtonLook } from '#web/components/ui/button.tsx';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useLocale } from '#web/i18n/locale.tsx';
import { i18nFor, loadNamespace } from '#web/i18n/messages.ts';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useOwnPublisherRequest } from './api.ts';
import classes from './become-publisher-button.module.css';

const PublisherRequestDialog = lazyWithMantine(
  async () => (await import('./publisher-request-dialog.tsx')).PublisherRequestDialog,
);

/** Why the button refuses, told in a toast. */
type Refusal = NamespaceIds['sitePages'];

/** Info and warning toasts stay 5 s (the spec). */
const NOTICE_MS = 5000;

/**
 * The home page's call to action, in the spec's three states: Admin Access (disabled) for
 * admins, You are a Publisher (disabled) for publishers, Become a Publisher otherwise; and in
 * the member's own: Request pending (sent {date}) while an admin has not decided, and the
 * admin's reason under the button after a rejection. The disabled ones stay focusable and say
 * why when pressed; a visitor is asked to sign in; a member gets the request dialog.
 */
export function BecomePublisherButton(buttonProps: Pick<ButtonLook, 'size' | 'variant'>) {
  const t = useMessages('site');
  const format = useFormat();
  const locale = useLocale();
  const currentUser = useAppStore((state) => state.currentUser);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const mayRequest = currentUser !== null && canRequestPublisher(actorOf(currentUser));
  const ownRequest = useOwnPublisherRequest(mayRequest ? currentUser._id : null).data;
  const rejectionNoteId = useId();

  // The toasts' code and their words come with the first one: most visits press nothing here.
  const notice = (color: string, id: Refusal) =>
    void Promise.all([
      import('#web/components/deferred/toast-store.ts'),
      loadNamespace(locale, 'sitePages'),
    ]).then(([{ notifications }]) =>
      notifications.show({ color, message: i18nFor(locale)._(id), autoClose: NOTICE_MS }),
    );
  const open = () => {
    if (!currentUser) {
      notice('yellow', 'sitePages.becomePublisher.signInRequired');
      return;
    }
    setHasOpened(true);
    setIsDialogOpen(true);
  };

  // One button whatever the state, so that focus stays on it when a request changes the state.
  const state = ((): { label: string; refusal?: Refusal; isWaiting?: boolean } => {
    if (currentUser && !mayRequest) {
      return rolesOf(currentUser).includes('admin')
        ? {
            label: t('site.becomePublisher.adminAccess'),
            refusal: 'sitePages.becomePublisher.alreadyAdmin',
          }
        : {
            label: t('site.becomePublisher.isPublisher'),
            refusal: 'sitePages.becomePublisher.alreadyPublisher',
          };
    }
    if (ownRequest?.status === 'pending') {
      return {
        label: t('site.becomePublisher.pending', { date: format.date(ownRequest.createdAt) }),
        refusal: 'sitePages.becomePublisher.alreadyPending',
        isWaiting: true,
      };
    }
    if (ownRequest?.status === 'rejected') return { label: t('site.becomePublisher.askAgain') };
    return { label: t('site.becomePublisher.label') };
  })();
  const rejected = ownRequest?.status === 'rejected' ? ownRequest : null;

  return (
    <span className={rejected ? classes.withNote : classes.alone}>
      <Button
        {...buttonProps}
        leftSection={
          state.isWaiting ? (
            <IconClock size={18} aria-hidden="true" />
          ) : (
            <IconFeather size={18} aria-hidden="true" />
          )
        }
        {...(state.refusal
          ? {
              'data-disabled': true,
              'aria-disabled': 'true',
              onClick: () => notice('blue', state.refusal!),
            }
          : { onClick: open, 'aria-haspopup': currentUser ? 'dialog' : undefined })}
        aria-describedby={rejected ? rejectionNoteId : undefined}
      >
        {state.label}
      </Button>
      {rejected && (
        <span id={rejectionNoteId} className={classes.rejection}>
          {rejected.rejectionReason
            ? t('site.becomePublisher.declinedWithReason', {
                date: format.date(rejected.createdAt),
                reason: rejected.rejectionReason,
              })
            : t('site.becomePublisher.declined', { date: format.date(rejected.createdAt) })}
        </span>
      )}
      {hasOpened && (
        <Suspense fallback={null}>
          <PublisherRequestDialog opened={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
