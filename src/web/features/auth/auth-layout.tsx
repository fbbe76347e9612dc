import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './auth-layout.module.css';
import { Message } from '#web/i18n/message.tsx';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  documentTitle?: string;
  /** The illustration beside the form; hidden on screens narrower than 768 px. */
  withArt?: boolean;
  children: ReactNode;
}

/** The card that holds the account forms: sign in, sign up, forgot and reset password. */
export function AuthLayout({
  title,
  description,
  documentTitle,
  withArt = false,
  children,
}: AuthLayoutProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Container
      size={withArt ? 'md' : 'xs'}
      py={{ base: 'xl', sm: 48 }}
      px={{ base: 'sm', sm: 'md' }}
    >
      <Paper
        withBorder
        radius="lg"
        shadow="sm"
        className={classes.card}
        data-with-art={withArt || undefined}
      >
        <div className={classes.form}>
          <Stack gap={6} mb="lg">
            <Title order={1}>{title}</Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </div>
        {withArt && (
          <div className={classes.art}>
            <img src="/sign-in-hero.svg" alt="" width={600} height={760} />
          </div>
        )}
      </Paper>
    </Container>
  );
}

/** Under the forgot and reset password forms: the way back to signing in. */
export function RememberedPasswordLine() {
  return (
    <Text size="sm" ta="center" mt="xl">
      <Message
        namespace="auth"
        id="auth.rememberedPassword"
        components={{ 0: <Anchor component={Link} to="/sign-in" fw={600} /> }}
      />
    </Text>
  );
}
