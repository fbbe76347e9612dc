import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import type { Post } from '#web/features/posts/api.ts';
import classes from './most-read-carousel.module.css';
import { MostReadSlide } from './most-read-slide.tsx';

export const SLIDE_INTERVAL_MS = 5000;

/**
 * The rotating slides, one every 5 s, paused by the section's button (or the reader's
 * reduced-motion wish) and while the pointer or the keyboard focus is on them.
 */
export function MostReadSlides({ posts, isPaused }: { posts: Post[]; isPaused: boolean }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: SLIDE_INTERVAL_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  // Hover and keyboard focus pause the rotation on top of this (the plugin's options).
  useEffect(() => {
    if (!embla) return;
    if (isPaused) autoplay.stop();
    else autoplay.play();
  }, [embla, isPaused, autoplay]);

  return (
    <Carousel
      slideGap="md"
      emblaOptions={{ loop: true, align: 'start' }}
      plugins={[autoplay]}
      getEmblaApi={setEmbla}
      withIndicators
      controlSize={36}
      classNames={{
        control: classes.control,
        indicator: classes.indicator,
        indicators: classes.indicators,
      }}
      previousControlProps={{ 'aria-label': 'Previous post' }}
      nextControlProps={{ 'aria-label': 'Next post' }}
      getIndicatorProps={(index) => ({ 'aria-label': `Show post ${index + 1}` })}
    >
      {posts.map((post, index) => (
        // Mantine marks each slide as a group with the slide role description.
        <Carousel.Slide key={post._id} aria-label={`${index + 1} of ${posts.length}`}>
          <MostReadSlide post={post} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
