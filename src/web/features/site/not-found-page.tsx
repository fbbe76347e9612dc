import { Button, Text, Title } from '@mantine/core';
import { IconArticle, IconHome } from '@tabler/icons-react';
import { useMemo, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import layout from '#web/components/ui/layout.module.css';
import classes from './not-found-page.module.css';
import { NOT_FOUND_QUIPS } from './not-found-quips.ts';

const STAR_COUNT = 50;

interface Star {
  top: number;
  left: number;
  size: number;
  duration: number;
  delay: number;
}

/**
 * The sky and the quip follow from the address, so the server and the browser draw the same
 * page and hydration matches.
 */
function seedOf(pathname: string) {
  let seed = 0;
  for (const char of pathname) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return seed;
}

/** A small linear congruential generator: the same numbers for the same seed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function createStars(random: () => number): Star[] {
  const randomBetween = (min: number, max: number) => min + random() * (max - min);
  return Array.from({ length: STAR_COUNT }, () => ({
    top: randomBetween(0, 100),
    left: randomBetween(0, 100),
    size: randomBetween(1, 3.5),
    duration: randomBetween(1.5, 5),
    delay: randomBetween(0, 5),
  }));
}

/** Unknown paths and `/not-found`: a quiet night sky with a way back. */
export function NotFoundPage() {
  const t = useMessages('sitePages');
  usePageTitle(t('sitePages.notFound.pageTitle'));
  const { pathname } = useLocation();
  const { stars, quip } = useMemo(() => {
    const seed = seedOf(pathname);
    return {
      stars: createStars(seededRandom(seed)),
      quip: NOT_FOUND_QUIPS[seed % NOT_FOUND_QUIPS.length]!,
    };
  }, [pathname]);

  return (
    <section className={classes.sky} aria-labelledby="not-found-title">
      <div className={classes.stars} aria-hidden="true">
        {stars.map((star, index) => (
          <span
            key={index}
            className={classes.star}
            style={
              {
                top: `${star.top}%`,
                insetInlineStart: `${star.left}%`,
                '--star-size': `${star.size}px`,
                '--twinkle-duration': `${star.duration}s`,
                '--twinkle-delay': `${star.delay}s`,
              } as CSSProperties
            }
          />
        ))}
      </div>

      <div className={classes.content}>
        <Text component="p" className={classes.code}>
          404
        </Text>
        <Title order={1} id="not-found-title" className={classes.title}>
          {t('sitePages.notFound.title')}
        </Title>
        <Text className={classes.quip}>{t(quip)}</Text>
        <Text className={classes.line}>{t('sitePages.notFound.line')}</Text>
        <div className={`${layout.callsToAction} ${classes.actions}`}>
          <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
            {t('sitePages.notFound.home')}
          </Button>
          <Button
            component={Link}
            to="/posts"
            size="md"
            variant="outline"
            color="ember.2"
            leftSection={<IconArticle size={18} />}
          >
            {t('sitePages.notFound.explore')}
          </Button>
        </div>
      </div>
    </section>
  );
}
