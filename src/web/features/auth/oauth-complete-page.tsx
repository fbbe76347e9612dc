import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadSessionUser } from './api.ts';
import {
  OAUTH_PROVIDER_LABELS,
  oauthStartUrl,
  type OAuthMode,
  type OAuthProvider,
} from './api-sign-in.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppStore } from '#web/state/app-store.ts';
import { homePathFor } from './home-path.ts';
import { SecondStepForm, type SecondStep } from './second-step-form.tsx';
import { OAUTH_MESSAGE_TYPE, openOAuthChannel, type OAuthResultMessage } from './oauth-messages.ts';

/** Reports the outcome to the sign-in page that opened this popup, then closes the popup. */
function reportToOpener(result: OAuthResultMessage) {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    opener.postMessage(result, window.location.origin);
  } else {
    // The provider's pages cut the link to the opener: the same origin still hears a channel.
    const channel = openOAuthChannel();
    channel?.postMessage(result);
    channel?.close();
  }
}

function PopupOutcome({ isOk, message }: { isOk: boolean; message: string }) {
  const t = useMessages('auth');
  const hasReported = useRef(false);
  const [isStillOpen, setIsStillOpen] = useState(false);

  useEffect(() => {
    if (hasReported.current) return;
    hasReported.current = true;
    reportToOpener({
      type: OAUTH_MESSAGE_TYPE,
      id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      status: isOk ? 'ok' : 'error',
      ...(isOk ? {} : { message }),
    });
    if (!isOk) return;
    window.close();
    // Some browsers refuse to close a window the provider's pages navigated: say so.
    const timer = window.setTimeout(() => setIsStillOpen(true), 500);
    return () => window.clearTimeout(timer);
  }, [isOk, message]);

  if (!isOk) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {message}
        </Alert>
        <Group>
          <Button onClick={() => window.close()}>{t('auth.oauth.closeWindow')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Text role="status">
      {t(isStillOpen ? 'auth.oauth.signedInClose' : 'auth.oauth.signedInClosing')}
    </Text>
  );
}

function RedirectOutcome({ isOk, message }: { isOk: boolean; message: string }) {
  const t = useMessages('auth');
  const navigate = useNavigate();
  const [loadError, setLoadError] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!isOk || hasStarted.current) return;
    hasStarted.current = true;
    loadSessionUser()
      .then((user) => navigate(homePathFor(user), { replace: true }))
      .catch((error: unknown) => {
        console.error('Social sign-in failed:', error);
        setLoadError(errorMessage(error, t('auth.oauth.failed')));
      });
  }, [isOk, navigate, t]);

  const failure = isOk ? loadError : message;
  if (!failure) {
    return <CenteredLoader label={t('auth.oauth.signingIn')} />;
  }
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        {failure}
      </Alert>
      <Group>
        <Button component={Link} to="/sign-in" replace>
          {t('auth.oauth.backToSignIn')}
        </Button>
      </Group>
    </Stack>
  );
}

const isProvider = (value: string | null): value is OAuthProvider =>
  value !== null && value in OAUTH_PROVIDER_LABELS;

/**
 * The provider's address is an account's, but the provider does not vouch for it: the account's
 * owner signs in first (and comes back here), then links the provider to their account.
 */
function LinkRequired({
  provider,
  mode,
  message,
}: {
  provider: OAuthProvider;
  mode: OAuthMode;
  message: string;
}) {
  const t = useMessages('auth');
  const currentUser = useAppStore((state) => state.currentUser);
  const label = OAUTH_PROVIDER_LABELS[provider];
  const hasReported = useRef(false);
  useEffect(() => {
    if (mode !== 'popup' || hasReported.current) return;
    hasReported.current = true;
    reportToOpener({
      type: OAUTH_MESSAGE_TYPE,
      id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      status: 'error',
      message,
    });
  }, [mode, message]);
  // Back here after signing in, in this same window.
  const here = new URLSearchParams({ mode, status: 'link-required', provider, message });
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} role="status">
        {message}
      </Alert>
      {currentUser ? (
        <>
          <Text>
            {t('auth.oauth.linkAsMember', { username: currentUser.username, provider: label })}
          </Text>
          <Group>
            <Button onClick={() => window.location.assign(oauthStartUrl(provider, mode, 'link'))}>
              {t('auth.oauth.link', { provider: label })}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button
            component={Link}
            to="/sign-in"
            state={{ from: { pathname: '/oauth/complete', search: `?${here}` } }}
          >
            {t('auth.oauth.signInToLink', { provider: label })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Linked({ provider }: { provider: OAuthProvider }) {
  const t = useMessages('auth');
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
        {t('auth.oauth.nowLinked', { provider: OAUTH_PROVIDER_LABELS[provider] })}
      </Alert>
      <Group>
        <Button component={Link} to="/" replace>
          {t('auth.oauth.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * An account with two-step sign-in: the provider named it, and the second step happens here (in
 * the popup or the page); the ticket came in the fragment, which no server saw.
 */
function SecondStepOutcome({ isPopup }: { isPopup: boolean }) {
  const t = useMessages('auth');
  const navigate = useNavigate();
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  const [step] = useState<SecondStep | null>(() => {
    if (typeof window === 'undefined') return null;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const ticket = fragment.get('ticket');
    if (!ticket) return null;
    const methods = (fragment.get('methods') ?? '').split(',').filter(Boolean);
    return { ticket, methods: methods as SecondStep['methods'] };
  });
  if (!step) return <RedirectOutcome isOk={false} message={t('auth.oauth.failed')} />;
  return (
    <SecondStepForm
      step={step}
      onSignedIn={(user) => {
        if (isPopup) {
          reportToOpener({
            type: OAUTH_MESSAGE_TYPE,
            id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
            status: 'ok',
          });
          window.close();
          return;
        }
        setCurrentUser(user);
        void navigate(homePathFor(user), { replace: true });
      }}
      onCancel={() => void navigate('/sign-in', { replace: true })}
    />
  );
}

/**
 * Where the server sends the browser at the end of a Google or Facebook sign-in
 * (`/oauth/complete?mode=popup|redirect&status=ok|error|link-required|linked|second-factor&provider=...&message=...`).
 */
export function OAuthCompletePage() {
  const t = useMessages('auth');
  const [params] = useSearchParams();
  const mode: OAuthMode = params.get('mode') === 'popup' ? 'popup' : 'redirect';
  const isPopup = mode === 'popup';
  const status = params.get('status');
  const isOk = status === 'ok';
  const message = params.get('message') || t('auth.oauth.failed');
  if (params.get('status') === 'second-factor') {
    return (
      <PageFrame title={t('auth.secondStep.title')} size="xs">
        <SecondStepOutcome isPopup={isPopup} />
      </PageFrame>
    );
  }
  const provider = params.get('provider');

  if (status === 'link-required' && isProvider(provider)) {
    return (
      <PageFrame
        title={t('auth.oauth.signInToLinkTitle', { provider: OAUTH_PROVIDER_LABELS[provider] })}
        size="xs"
      >
        <LinkRequired provider={provider} mode={mode} message={message} />
      </PageFrame>
    );
  }
  if (status === 'linked' && isProvider(provider)) {
    return (
      <PageFrame
        title={t('auth.oauth.linkedTitle', { provider: OAUTH_PROVIDER_LABELS[provider] })}
        size="xs"
      >
        <Linked provider={provider} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t(isOk ? 'auth.oauth.signingInTitle' : 'auth.oauth.notCompleted')} size="xs">
      {isPopup ? (
        <PopupOutcome isOk={isOk} message={message} />
      ) : (
        <RedirectOutcome isOk={isOk} message={message} />
      )}
    </PageFrame>
  );
}
