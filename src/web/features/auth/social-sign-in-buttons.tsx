import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import type { SessionUser } from '#contracts/users.ts';
import { OAUTH_PROVIDER_LABELS, useOAuthProviders, type OAuthProvider } from './api-sign-in.ts';
import { useOAuthSignIn } from './use-oauth-sign-in.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

const PROVIDERS: Record<OAuthProvider, { label: string; Icon: typeof IconBrandGoogle }> = {
  google: { label: OAUTH_PROVIDER_LABELS.google, Icon: IconBrandGoogle },
  facebook: { label: OAUTH_PROVIDER_LABELS.facebook, Icon: IconBrandFacebook },
};

/** A button per identity provider this installation has configured; none when there are none. */
export function SocialSignInButtons({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const t = useMessages('auth');
  const { data } = useOAuthProviders();
  const { start, pendingProvider } = useOAuthSignIn(onSignedIn);
  const providers = (data?.providers ?? []).filter((name) => name in PROVIDERS);
  if (providers.length === 0) return null;

  return (
    <Stack gap="sm" mt="lg">
      <Divider label={t('auth.social.or')} labelPosition="center" />
      {providers.map((name) => {
        const { label, Icon } = PROVIDERS[name];
        return (
          <Button
            key={name}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} stroke={1.8} />}
            onClick={() => start(name)}
          >
            {t('auth.social.continueWith', { provider: label })}
          </Button>
        );
      })}
      {pendingProvider && (
        <Text size="sm" c="dimmed" role="status">
          {t('auth.social.finishInWindow', { provider: PROVIDERS[pendingProvider].label })}
        </Text>
      )}
    </Stack>
  );
}
