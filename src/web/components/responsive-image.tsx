import { imageSources } from '#web/lib/image-sources.ts';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The width the image is shown at in this layout, as the `sizes` attribute says it. */
  sizes: string;
  /** The page's LCP image: fetched first and at once. Every other image waits until it nears the viewport. */
  priority?: boolean;
  className?: string;
}

/**
 * An `<img>` with the stored image's `srcset` and its intrinsic `width` and `height` (so its box is
 * known before it loads), lazy and decoded off the main thread unless it is the page's priority.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const sources = imageSources(src);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      className={className}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
