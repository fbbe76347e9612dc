import { IconPhoto, type Icon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './cover-image.module.css';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx';

/**
 * A post's, narrative's or donation case's image in a fixed frame, or a warm placeholder with an
 * icon when it has none. Beside a title the image is decorative: empty alt text unless given.
 */
export function CoverImage({
  src,
  alt = '',
  sizes,
  priority,
  ratio = 16 / 9,
  placeholderIcon: PlaceholderIcon = IconPhoto,
}: Omit<ResponsiveImageProps, 'alt' | 'className'> & {
  alt?: string;
  ratio?: number;
  placeholderIcon?: Icon;
}) {
  return (
    <div className={classes.frame} style={{ '--ratio': ratio } as CSSProperties}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className={classes.image}
        />
      ) : (
        <div className={classes.placeholder} aria-hidden="true">
          <PlaceholderIcon size={40} stroke={1.4} />
        </div>
      )}
    </div>
  );
}
