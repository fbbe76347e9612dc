import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The post's options button: drawn at once, and wrapped by the menu (which adds its handlers and
 * ARIA attributes through `props`) once the menu's code has loaded.
 */
export function PostOptionsButton({
  isBusy,
  ...props
}: { isBusy: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon
      {...props}
      variant="default"
      size="lg"
      aria-label="Post options"
      loading={isBusy}
      data-focus-key="post-options"
    >
      <IconDots size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
