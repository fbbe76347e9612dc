import { AspectRatio } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import classes from './post-card.module.css';

/**
 * A post's cover image in a fixed frame, or a warm placeholder when the post has none. The image
 * is decorative next to the post's title, so it has an empty alt text unless one is given.
 */
export function PostCover({
  src,
  alt = '',
  ratio = 16 / 9,
  loading = 'lazy',
}: {
  src: string;
  alt?: string;
  ratio?: number;
  loading?: 'lazy' | 'eager';
}) {
  return (
    <AspectRatio ratio={ratio}>
      {src ? (
        <img src={src} alt={alt} className={classes.cover} loading={loading} decoding="async" />
      ) : (
        <div className={classes.placeholder} aria-hidden="true">
          <IconPhoto size={40} stroke={1.4} />
        </div>
      )}
    </AspectRatio>
  );
}
