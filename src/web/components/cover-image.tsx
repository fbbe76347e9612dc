import { AspectRatio } from '@mantine/core';
import { IconPhoto, type Icon } from '@tabler/icons-react';
import classes from './cover-image.module.css';

/**
 * A post's, narrative's or donation case's image in a fixed frame, or a warm placeholder with an
 * icon when it has none. Beside a title the image is decorative: empty alt text unless given.
 */
export function CoverImage({
  src,
  alt = '',
  ratio = 16 / 9,
  loading = 'lazy',
  placeholderIcon: PlaceholderIcon = IconPhoto,
}: {
  src: string;
  alt?: string;
  ratio?: number;
  loading?: 'lazy' | 'eager';
  placeholderIcon?: Icon;
}) {
  return (
    <AspectRatio ratio={ratio}>
      {src ? (
        <img src={src} alt={alt} className={classes.image} loading={loading} decoding="async" />
      ) : (
        <div className={classes.placeholder} aria-hidden="true">
          <PlaceholderIcon size={40} stroke={1.4} />
        </div>
      )}
    </AspectRatio>
  );
}
