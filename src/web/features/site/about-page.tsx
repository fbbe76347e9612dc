import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './about-page.module.css';

export function AboutPage() {
  const t = useMessages('sitePages');
  usePageTitle(t('sitePages.about.pageTitle'));
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Image
          src="/about-hero.svg"
          alt={t('sitePages.about.heroAlt')}
          radius="lg"
          className={classes.hero}
          w="100%"
          h="auto"
        />
        <Stack gap="md">
          <Title order={1}>{t('sitePages.about.title')}</Title>
          <Text size="lg" className={classes.paragraph}>
            {t('sitePages.about.paragraph1')}
          </Text>
          <Text size="lg" className={classes.paragraph}>
            {t('sitePages.about.paragraph2')}
          </Text>
          <Text size="lg" className={classes.paragraph}>
            {t('sitePages.about.paragraph3')}
          </Text>
        </Stack>
        <div>
          <Button
            component={Link}
            to="/donate"
            size="lg"
            leftSection={<IconHeartHandshake size={20} stroke={1.8} />}
          >
            {t('sitePages.about.donate')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
