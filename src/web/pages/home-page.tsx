import { Suspense } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import layout from '#web/components/ui/layout.module.css';
import text from '#web/components/ui/text.module.css';
import { RecentNarratives } from '#web/features/stories/recent-narratives.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { BecomePublisherButton } from '#web/features/site/become-publisher-button.tsx';
import { withElement } from '#web/features/site/with-element.tsx';
import { HomeFaq } from '#web/features/site/home-faq.tsx';
import classes from './home-page.module.css';
import { MostReadCarousel } from '#web/features/site/most-read-carousel.tsx';
import { RecentPosts } from '#web/features/site/recent-posts.tsx';

export function HomePage() {
  const t = useMessages('site');
  usePageTitle();

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-hero-title">
        <div className={classes.heroInner}>
          <p className={classes.eyebrow}>{t('site.hero.eyebrow')}</p>
          <h1 id="home-hero-title" className={`${text.heading} ${classes.title}`}>
            {withElement(t('site.hero.title'), (word) => (
              <span className={classes.highlight}>{word}</span>
            ))}
          </h1>
          <p className={classes.pitch}>{t('site.hero.pitch')}</p>
          <div className={`${layout.callsToAction} ${classes.actions}`}>
            <ButtonLink to="/posts" size="lg" rightSection={<IconArrowRight size={18} />}>
              {t('site.hero.readPosts')}
            </ButtonLink>
            <ButtonLink to="/stories" size="lg" variant="default">
              {t('site.hero.browseNarratives')}
            </ButtonLink>
            <BecomePublisherButton size="lg" variant="light" />
          </div>
        </div>
      </section>

      <RecentPosts />
      <MostReadCarousel />
      <RecentNarratives />

      <section
        aria-labelledby="publisher-banner-title"
        className={`${layout.container} ${layout.bandAbove}`}
      >
        <div className={classes.banner}>
          <div className={classes.bannerContent}>
            <h2 id="publisher-banner-title" className={text.h2}>
              {t('site.banner.title')}
            </h2>
            <p className={`${text.lg} ${classes.bannerText}`}>
              {withElement(t('site.banner.text'), () => (
                <ContactEmailLink />
              ))}
            </p>
            <div className={layout.callsToAction}>
              <BecomePublisherButton size="md" />
            </div>
          </div>
        </div>
      </section>

      {/* Its messages are not part of the first load: the server's questions stay until they come. */}
      <Suspense fallback={null}>
        <HomeFaq />
      </Suspense>
    </>
  );
}
