import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { Post } from '#web/features/posts/api.ts';
import { pageDirection } from '#web/lib/page-direction.ts';
import classes from './most-read-carousel.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';
import { MostReadSlide } from './most-read-slide.tsx';
import { useRotation, type RotationSignal } from './rotation-signal.ts';

export const SLIDE_INTERVAL_MS = 5000;

/** The keys of a right-to-left carousel: the left arrow leads on, Home and End to the ends. */
function moveByKey(embla: EmblaCarouselType, event: KeyboardEvent) {
  const moves: Record<string, () => void> = {
    ArrowLeft: () => embla.scrollNext(),
    ArrowRight: () => embla.scrollPrev(),
    Home: () => embla.scrollTo(0),
    End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
  };
  const move = moves[event.key];
  // An indicator's own keys have moved it already.
  if (!move || event.defaultPrevented) return;
  event.preventDefault();
  move();
}

/**
 * The rotating slides, one every 5 s while `rotation` says so (the section decides: its button, the
 * reader's reduced-motion wish, the pointer and the keyboard focus). Which slide is shown is told
 * in a line the section's live region announces only while the rotation stands still.
 */
export function MostReadSlides({ posts, rotation }: { posts: Post[]; rotation: RotationSignal }) {
  const t = useMessages('site');
  const isRotating = useRotation(rotation);
  const [autoplay] = useState(() =>
    Autoplay({
      delay: SLIDE_INTERVAL_MS,
      playOnInit: false,
      // The section pauses for hover and focus; a drag or a swipe stops the rotation for good.
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [direction] = useState(pageDirection);
  // Empty until the reader or the rotation moves, so loading the carousel announces nothing.
  const [shownSlide, setShownSlide] = useState('');

  useEffect(() => {
    if (!embla) return;
    if (isRotating) autoplay.play();
    else autoplay.stop();
  }, [embla, isRotating, autoplay]);

  return (
    <>
      <VisuallyHidden aria-atomic="true">{shownSlide}</VisuallyHidden>
      <Carousel
        slideGap="md"
        // The page's direction from the first slide on (Mantine's follows it a render later).
        emblaOptions={{ loop: true, align: 'start', direction }}
        // Mantine's keys take the right arrow for "next" in either direction.
        withKeyboardEvents={direction === 'ltr'}
        onKeyDown={direction === 'rtl' && embla ? (event) => moveByKey(embla, event) : undefined}
        plugins={[autoplay]}
        getEmblaApi={setEmbla}
        onSlideChange={(index) =>
          setShownSlide(
            t('site.mostRead.shownSlide', {
              index: index + 1,
              count: posts.length,
              title: posts[index]?.title ?? '',
            }),
          )
        }
        withIndicators
        controlSize={36}
        classNames={{
          root: classes.carousel,
          control: classes.control,
          indicator: classes.indicator,
          indicators: classes.indicators,
        }}
        previousControlProps={{ 'aria-label': t('site.mostRead.previous') }}
        nextControlProps={{ 'aria-label': t('site.mostRead.next') }}
        getIndicatorProps={(index) => ({
          'aria-label': t('site.mostRead.show', { index: index + 1 }),
        })}
      >
        {posts.map((post, index) => (
          // Mantine marks each slide as a group with the slide role description.
          <Carousel.Slide
            key={post._id}
            aria-label={t('site.mostRead.slideOf', { index: index + 1, count: posts.length })}
          >
            <MostReadSlide post={post} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </>
  );
}
