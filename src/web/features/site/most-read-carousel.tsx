import { useIntersection, useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { memo, startTransition, useEffect, useState } from 'react';
import { KeepFocusAcrossLoad } from '#web/components/deferred/keep-focus-across-load.tsx';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import layout from '#web/components/ui/layout.module.css';
import { Loader } from '#web/components/ui/loader.tsx';
import text from '#web/components/ui/text.module.css';
import { useMostReadPosts, type Post } from '#web/features/posts/api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './most-read-carousel.module.css';
import { MostReadSlide } from './most-read-slide.tsx';
import { createRotationSignal, type RotationSignal } from './rotation-signal.ts';

export const MOST_READ_COUNT = 5;

// The carousel's code (embla and its autoplay) is fetched when the section nears the screen or
// the pointer or focus reaches it; until then the section shows the same slides as a still row
// with the first one in view.
const MostReadSlides = lazyWithMantine(
  async () => (await import('./most-read-slides.tsx')).MostReadSlides,
);

/** How far below the screen the section starts fetching its carousel. */
const NEAR_SCREEN = '300px';

/** The slides before the carousel's code has loaded: the same box, the first post in view. */
function StillSlides({ posts }: { posts: Post[] }) {
  const t = useMessages('site');
  return (
    <>
      <div className={classes.stillViewport}>
        {posts.map((post, index) => (
          <div
            key={post._id}
            className={classes.stillSlide}
            role="group"
            aria-roledescription={t('site.mostRead.slide')}
            aria-label={t('site.mostRead.slideOf', { index: index + 1, count: posts.length })}
            inert={index > 0}
          >
            <MostReadSlide post={post} />
          </div>
        ))}
      </div>
      <div className={classes.stillIndicators} />
    </>
  );
}

/** The slides' part, drawn again only when the posts change (see `rotation-signal.ts`). */
const Slides = memo(function Slides({
  posts,
  rotation,
  isCarouselWanted,
}: {
  posts: Post[];
  rotation: RotationSignal;
  isCarouselWanted: boolean;
}) {
  return (
    <KeepFocusAcrossLoad
      placeholder={<StillSlides posts={posts} />}
      shown={isCarouselWanted ? 'carousel' : 'still'}
    >
      {isCarouselWanted ? (
        <MostReadSlides posts={posts} rotation={rotation} />
      ) : (
        <StillSlides posts={posts} />
      )}
    </KeepFocusAcrossLoad>
  );
});

/**
 * The 5 most read posts, one slide every 5 s. The rotation pauses while the pointer or the
 * keyboard focus is on it, has a pause button (WCAG 2.2.2), and starts paused for people who
 * ask their system for reduced motion. While it rotates its slides are not announced; paused,
 * the slide a reader moves to is.
 */
function MostReadRegion({ posts }: { posts: Post[] }) {
  const t = useMessages('site');
  const reduceMotion = useReducedMotion();
  // Until the user presses the button, the system's reduced-motion wish decides.
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const isPaused = pausedByUser ?? reduceMotion;
  const [isHovered, setIsHovered] = useState(false);
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false);
  const isRotating = !isPaused && !isHovered && !hasKeyboardFocus;
  const [rotation] = useState(() => createRotationSignal(isRotating));
  useEffect(() => rotation.set(isRotating), [rotation, isRotating]);
  const { ref: nearScreenRef, entry: nearScreen } = useIntersection({ rootMargin: NEAR_SCREEN });
  // A transition: the still slides stay (with any focus on them) until the carousel is in.
  const [isCarouselWanted, setCarouselWanted] = useState(false);
  const wantCarousel = () => startTransition(() => setCarouselWanted(true));
  const isNearScreen = nearScreen?.isIntersecting === true;
  useEffect(() => {
    if (isNearScreen) startTransition(() => setCarouselWanted(true));
  }, [isNearScreen]);

  return (
    <div
      aria-roledescription={t('site.mostRead.carousel')}
      role="region"
      aria-label={t('site.mostRead.region')}
      ref={nearScreenRef}
      onMouseEnter={() => {
        setIsHovered(true);
        wantCarousel();
      }}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={(event) => {
        wantCarousel();
        // Keyboard focus only: a click on Start leaves focus on the button, and should start it.
        setHasKeyboardFocus(event.target.matches(':focus-visible'));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasKeyboardFocus(false);
      }}
    >
      <div className={classes.controls}>
        <IconButton
          variant="default"
          onClick={() => setPausedByUser(!isPaused)}
          aria-label={t(isPaused ? 'site.mostRead.start' : 'site.mostRead.pause')}
        >
          {isPaused ? (
            <IconPlayerPlayFilled size={16} aria-hidden="true" />
          ) : (
            <IconPlayerPauseFilled size={16} aria-hidden="true" />
          )}
        </IconButton>
      </div>
      <div aria-live={isRotating ? 'off' : 'polite'}>
        <Slides posts={posts} rotation={rotation} isCarouselWanted={isCarouselWanted} />
      </div>
    </div>
  );
}

/** Home's Most Read section: spinner, 'Unable to load posts' or 'No posts available'. */
export function MostReadCarousel() {
  const t = useMessages('site');
  const mostRead = useMostReadPosts(MOST_READ_COUNT);
  const posts = mostRead.data?.posts ?? [];

  return (
    // Unnamed, so not a landmark of its own: the carousel inside is the region "Most read posts".
    <section className={classes.section}>
      <div className={`${layout.container} ${layout.band}`}>
        <h2 className={`${text.h2} ${classes.heading}`}>{t('site.mostRead.title')}</h2>
        <p className={`${text.md} ${text.dimmed} ${classes.subtitle}`}>
          {t('site.mostRead.subtitle')}
        </p>
        {mostRead.isPending ? (
          <div className={classes.state}>
            <Loader label={t('site.mostRead.loading')} />
          </div>
        ) : mostRead.isError ? (
          <p className={`${text.md} ${classes.state} ${classes.error}`} role="alert">
            {t('site.mostRead.failed')}
          </p>
        ) : posts.length === 0 ? (
          <p className={`${text.md} ${text.dimmed} ${classes.state}`}>{t('site.mostRead.empty')}</p>
        ) : (
          <MostReadRegion posts={posts} />
        )}
      </div>
    </section>
  );
}
