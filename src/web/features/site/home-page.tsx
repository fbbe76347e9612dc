import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './home-page.module.css';

export function HomePage() {
  usePageTitle();
  return (
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
        </Group>
      </Container>
    </section>
  );
}
