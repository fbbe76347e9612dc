import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { avatarSource } from '#web/lib/image-sources.ts';

/**
 * A small cover image in a list row; decorative (empty alt) because the title sits next to it. A
 * post or narrative without an image shows a placeholder icon instead.
 */
export function Thumbnail({ src, size = 44 }: { src: string; size?: number }) {
  return (
    <Avatar
      src={avatarSource(src, size)}
      alt=""
      radius="sm"
      size={size}
      color="ember"
      variant="light"
    >
      <IconPhoto size={size / 2} stroke={1.5} aria-hidden="true" />
    </Avatar>
  );
}
