import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './about-page.module.css';

export function AboutPage() {
  usePageTitle('About');
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Image
          src="/about-hero.svg"
          alt="A small house with a glowing window on a hill at dusk, and neighbours gathered around a fire"
          radius="lg"
          className={classes.hero}
          w="100%"
          h="auto"
        />
        <Stack gap="md">
          <Title order={1}>About Hearth</Title>
          <Text size="lg" className={classes.paragraph}>
            Hearth began with a simple idea: every community has stories worth telling and people
            ready to help. Here, writers publish posts about art, health, history, music, the news
            and everyday life, and readers answer with comments, likes and follows. It is a place to
            learn from each other and to feel a little less alone.
          </Text>
          <Text size="lg" className={classes.paragraph}>
            Alongside the posts, Hearth carries help-request narratives: real needs, such as medical
            care, schooling, housing, food or an emergency, shared through our publishers so that
            the right people can hear them. Each narrative is reviewed before it appears and says
            how to get in touch, so help can travel straight from one neighbour to another.
          </Text>
          <Text size="lg" className={classes.paragraph}>
            Hearth is free to use. On our donation page you can give to the cases our community has
            gathered, in US dollars and with or without an account, and watch each one move toward
            its goal. Whether you write, read, share or give, you help keep this fire burning, and
            every gift counts, however small.
          </Text>
        </Stack>
        <div>
          <Button
            component={Link}
            to="/donate"
            size="lg"
            leftSection={<IconHeartHandshake size={20} stroke={1.8} />}
          >
            Donate now
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
