import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The post's options button: drawn at once, and wrapped by the menu (which adds its handlers and
 * ARIA attributes through `props`) once the menu's code has loaded.
 */
export function PostOptionsButton({
  isBusy,
  ...props
}: { isBusy: boolean } & ComponentPropsWithRef<'button'>) {
  const t = useMessages('posts');
  return (
    <ActionIcon
      {...props}
      variant="default"
      size="lg"
      aria-label={t('posts.actions.options')}
      loading={isBusy}
      data-focus-key="post-options"
    >
      <IconDots size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
