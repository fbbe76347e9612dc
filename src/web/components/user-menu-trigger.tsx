import type { ComponentPropsWithRef } from 'react';
// Types only from contracts here: its runtime side (zod schemas) must stay out of the entry chunk.
import type { SessionUser } from '#contracts/users.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { avatarSource } from '#web/lib/image-sources.ts';
import { Avatar } from './ui/avatar.tsx';
import { BASE_CLASSES } from './ui/button.tsx';
import classes from './user-menu.module.css';

/**
 * The account menu's button: drawn by the header at once, and wrapped by the menu (which adds
 * its handlers and ARIA attributes through `props`) once the menu's code has loaded.
 */
export function UserMenuTrigger({
  user,
  ...props
}: { user: SessionUser } & ComponentPropsWithRef<'button'>) {
  const t = useMessages('shell');
  return (
    <button
      type="button"
      {...props}
      className={`${BASE_CLASSES} ${classes.trigger}`}
      aria-label={t('shell.userMenu.label', { username: user.username })}
      data-focus-key="account-menu"
    >
      <Avatar src={avatarSource(user.profilePicture, 36)} size={36} />
    </button>
  );
}
