import { IconArrowRight } from '@tabler/icons-react';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import layout from '#web/components/ui/layout.module.css';
import text from '#web/components/ui/text.module.css';
import { RecentNarratives } from '#web/features/stories/recent-narratives.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { BecomePublisherButton } from '#web/features/site/become-publisher-button.tsx';
import { HomeFaq } from '#web/features/site/home-faq.tsx';
import classes from './home-page.module.css';
import { MostReadCarousel } from '#web/features/site/most-read-carousel.tsx';
import { RecentPosts } from '#web/features/site/recent-posts.tsx';

export function HomePage() {
  usePageTitle();

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-hero-title">
        <div className={classes.heroInner}>
          <p className={classes.eyebrow}>A community publishing platform</p>
          <h1 id="home-hero-title" className={`${text.heading} ${classes.title}`}>
            Stories That Keep a Community <span className={classes.highlight}>Warm</span>
          </h1>
          <p className={classes.pitch}>
            Hearth is where neighbours share posts and help-request narratives, follow the writers
            they trust, and give to people who need a hand. Pull up a chair: there is always room by
            the fire.
          </p>
          <div className={`${layout.callsToAction} ${classes.actions}`}>
            <ButtonLink to="/posts" size="lg" rightSection={<IconArrowRight size={18} />}>
              Read Posts
            </ButtonLink>
            <ButtonLink to="/stories" size="lg" variant="default">
              Browse Narratives
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
              Have a Story the Community Should Hear?
            </h2>
            <p className={`${text.lg} ${classes.bannerText}`}>
              Publishers write the posts and share the help-request narratives on Hearth. Ask to
              become one, or if you need help yourself, contact a publisher or write to{' '}
              <ContactEmailLink /> and we will share your narrative for you.
            </p>
            <div className={layout.callsToAction}>
              <BecomePublisherButton size="md" />
            </div>
          </div>
        </div>
      </section>

      <HomeFaq />
    </>
  );
}
