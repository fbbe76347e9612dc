import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
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
        <Container size="lg" className={classes.heroInner}>
          <Text className={classes.eyebrow}>A community publishing platform</Text>
          <Title order={1} id="home-hero-title" className={classes.title}>
            Stories that keep a community <span className={classes.highlight}>warm</span>
          </Title>
          <Text className={classes.pitch}>
            Hearth is where neighbours share posts and help-request narratives, follow the writers
            they trust, and give to people who need a hand. Pull up a chair: there is always room by
            the fire.
          </Text>
          <Group gap="md" mt="xl">
            <Button
              component={Link}
              to="/posts"
              size="lg"
              rightSection={<IconArrowRight size={18} />}
            >
              Read posts
            </Button>
            <Button component={Link} to="/stories" size="lg" variant="default">
              Browse narratives
            </Button>
            <BecomePublisherButton size="lg" variant="light" />
          </Group>
        </Container>
      </section>

      <RecentPosts />
      <MostReadCarousel />
      <RecentNarratives />

      <Container
        size="lg"
        component="section"
        aria-labelledby="publisher-banner-title"
        pt={{ base: 48, sm: 72 }}
      >
        <Paper radius="xl" p={{ base: 'xl', sm: 48 }} className={classes.banner}>
          <Stack gap="md" maw={640}>
            <Title order={2} id="publisher-banner-title">
              Have a story the community should hear?
            </Title>
            <Text size="lg" className={classes.bannerText}>
              Publishers write the posts and share the help-request narratives on Hearth. Ask to
              become one, or if you need help yourself, contact a publisher or write to{' '}
              <ContactEmailLink /> and we will share your narrative for you.
            </Text>
            <Group>
              <BecomePublisherButton size="md" />
            </Group>
          </Stack>
        </Paper>
      </Container>

      <HomeFaq />
    </>
  );
}
