import '@mantine/carousel/styles.css';

import { Carousel } from '@mantine/carousel';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Text,
  Title,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconArrowRight,
  IconCalendar,
  IconEye,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMostReadPosts, type Post } from '#web/features/posts/api.ts';
import { CoverImage } from '#web/components/cover-image.tsx';
import { excerpt } from '#web/lib/post-text.ts';
import { usePlainText } from '#web/lib/plain-text.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import classes from './most-read-carousel.module.css';

export const MOST_READ_COUNT = 5;
export const SLIDE_INTERVAL_MS = 5000;
export const EXCERPT_LENGTH = 150;
/** The image takes the slide's left part (1.1 of 2.1 columns) from the small breakpoint up. */
const SLIDE_IMAGE_SIZES = '(min-width: 75em) 580px, (min-width: 48em) 52vw, 100vw';

function Slide({ post }: { post: Post }) {
  const plainText = usePlainText();
  return (
    <div className={classes.slide}>
      <CoverImage src={post.image} ratio={16 / 10} sizes={SLIDE_IMAGE_SIZES} />
      <div className={classes.text}>
        <div className={classes.meta}>
          <span className={classes.metaItem}>
            <IconCalendar size={16} aria-hidden="true" />
            <LocalDate value={post.createdAt} />
          </span>
          <span className={classes.metaItem}>
            <IconEye size={16} aria-hidden="true" />
            {post.views.toLocaleString('en-US')} views
          </span>
          <Badge variant="light" radius="sm">
            {categoryLabel(post.category)}
          </Badge>
        </div>
        <Title order={3} className={classes.title} lineClamp={3}>
          {post.title}
        </Title>
        <Text className={classes.excerpt}>{excerpt(plainText(post.content), EXCERPT_LENGTH)}</Text>
        <Button
          component={Link}
          to={`/post/${encodeURIComponent(post.slug)}`}
          className={classes.readLink}
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          aria-label={`Read Post: ${post.title}`}
        >
          Read Post
        </Button>
      </div>
    </div>
  );
}

/**
 * The 5 most read posts, one slide every 5 s. The rotation pauses while the pointer or the
 * keyboard focus is on it, has a pause button (WCAG 2.2.2), and starts paused for people who
 * ask their system for reduced motion.
 */
function MostReadSlides({ posts }: { posts: Post[] }) {
  const reduceMotion = useReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: SLIDE_INTERVAL_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // Until the user presses the button, the system's reduced-motion wish decides.
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const isPaused = pausedByUser ?? reduceMotion;

  // Hover and keyboard focus pause the rotation on top of this (the plugin's options).
  useEffect(() => {
    if (!embla) return;
    if (isPaused) autoplay.stop();
    else autoplay.play();
  }, [embla, isPaused, autoplay]);

  return (
    <div aria-roledescription="carousel" role="region" aria-label="Most read posts">
      <Group justify="flex-end" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setPausedByUser(!isPaused)}
          aria-label={isPaused ? 'Start the slideshow' : 'Pause the slideshow'}
        >
          {isPaused ? (
            <IconPlayerPlayFilled size={16} aria-hidden="true" />
          ) : (
            <IconPlayerPauseFilled size={16} aria-hidden="true" />
          )}
        </ActionIcon>
      </Group>
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
            <Slide post={post} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  );
}

/** Home's Most Read section: spinner, 'Unable to load posts' or 'No posts available'. */
export function MostReadCarousel() {
  const mostRead = useMostReadPosts(MOST_READ_COUNT);
  const posts = mostRead.data?.posts ?? [];

  return (
    <section aria-labelledby="most-read-title" className={classes.section}>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={2} id="most-read-title" mb="xs">
          Most Read Posts
        </Title>
        <Text c="dimmed" mb="lg">
          What the community has been reading the most.
        </Text>
        {mostRead.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading the most read posts" />
          </Center>
        ) : mostRead.isError ? (
          <Text c="red" ta="center" py="xl" role="alert">
            Unable to load posts
          </Text>
        ) : posts.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No posts available
          </Text>
        ) : (
          <MostReadSlides posts={posts} />
        )}
      </Container>
    </section>
  );
}
