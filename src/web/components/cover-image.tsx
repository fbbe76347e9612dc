import type { Icon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { CoverFocus } from '#contracts/cover.constants.ts';
import { imageSources } from '#web/lib/image-sources.ts';
import classes from './cover-image.module.css';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx';

/**
 * The widest a frame of `ratio` may be drawn so that `object-fit: cover` never enlarges the
 * image: as wide as the image, and no wider than its height allows (a tall image fills a 16:9
 * frame by its width, a wide one by its height). None for a URL that names no size.
 */
export function coverFrameMaxWidth(src: string, ratio: number) {
  const { width, height } = imageSources(src);
  return height && Math.min(width!, height * ratio);
}

/**
 * A post's, narrative's or donation case's image in a fixed frame (16:9, a card's, unless `ratio`
 * says otherwise), or a warm placeholder with an icon when it has none (a picture drawn by the
 * stylesheet, which costs the home page no script). The crop centres on the
 * author's focal point (the middle without one), and the frame is never wider than the image
 * fills at its own size (`coverFrameMaxWidth`), so it is never enlarged: it then stands centred
 * in its place. Beside a title the image is decorative: empty alt text unless given.
 */
export function CoverImage({
  src,
  alt = '',
  sizes,
  priority,
  ratio = 16 / 9,
  focus,
  placeholderIcon: PlaceholderIcon,
}: Omit<ResponsiveImageProps, 'alt' | 'className'> & {
  alt?: string;
  ratio?: number;
  /** Where the crop centres (its `object-position`); the middle when left out. */
  focus?: CoverFocus;
  /** The placeholder's icon; a picture, drawn by the stylesheet, when left out. */
  placeholderIcon?: Icon;
}) {
  const frame = {
    '--ratio': ratio,
    '--focus': focus && `${focus.x}% ${focus.y}%`,
    maxWidth: coverFrameMaxWidth(src, ratio),
  };
  return (
    <div className={classes.frame} style={frame as CSSProperties}>
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
          {PlaceholderIcon && <PlaceholderIcon size={40} stroke={1.4} />}
        </div>
      )}
    </div>
  );
}
