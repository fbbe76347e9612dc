import { IconPhoto, type Icon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { CoverFocus } from '#contracts/common.constants.ts';
import { coverFrameMaxWidth, coverObjectPosition } from '#web/lib/cover-crop.ts';
import classes from './cover-image.module.css';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx';

/**
 * A post's, narrative's or donation case's image in a fixed frame, or a warm placeholder with an
 * icon when it has none. The crop centres on the author's focal point (the middle without one),
 * and the frame is never wider than the image can fill at its own size, so it is never enlarged
 * (then it stands centred in its place). Beside a title the image is decorative: empty alt text
 * unless given.
 */
export function CoverImage({
  src,
  alt = '',
  sizes,
  priority,
  ratio = 16 / 9,
  focus,
  className,
  placeholderIcon: PlaceholderIcon = IconPhoto,
}: Omit<ResponsiveImageProps, 'alt' | 'style'> & {
  alt?: string;
  ratio?: number;
  /** Where the crop centres; the middle when left out. */
  focus?: CoverFocus;
  placeholderIcon?: Icon;
}) {
  const maxWidth = src ? coverFrameMaxWidth(src, ratio) : undefined;
  return (
    <div
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={{ '--ratio': ratio, maxWidth } as CSSProperties}
    >
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className={classes.image}
          style={focus ? { objectPosition: coverObjectPosition(focus) } : undefined}
        />
      ) : (
        <div className={classes.placeholder} aria-hidden="true">
          <PlaceholderIcon size={40} stroke={1.4} />
        </div>
      )}
    </div>
  );
}
