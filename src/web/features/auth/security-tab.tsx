import { useFormat } from '#web/lib/use-format.ts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TotpSetupResponse } from '#contracts/second-factor.ts';
import { PASSKEY_NAME_MAX_LENGTH } from '#contracts/second-factor.constants.ts';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { needsPresence } from '#web/lib/presence.ts';
import {
  useAddPasskey,
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useSecondFactorStatus,
  useStartTotpSetup,
  useTurnOffTotp,
} from './api-second-factor.ts';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useCheckedText } from './use-checked-text.ts';

/** Ten codes shown once: the member is asked to keep them somewhere safe. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useMessages('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="yellow" variant="light" title={undefined}>
      <Stack gap="sm">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {t('auth.security.yourCodes')}
        </Title>
        <Text size="sm">{t('auth.security.keepCodes')}</Text>
        <SimpleGrid
          cols={2}
          spacing="xs"
          component="ul"
          aria-label={t('auth.security.codesLabel')}
          p={0}
          m={0}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" style={{ listStyle: 'none' }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={onDone}>{t('auth.security.savedThem')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TotpSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useMessages('auth');
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const { value: code, error, setError, fail, inputProps: codeProps, summary } = useCheckedText();
  const field = useRef<HTMLInputElement>(null);
  // The code field takes focus as the key appears: it is the next thing to do.
  useEffect(() => {
    if (setup) field.current?.focus();
  }, [setup]);

  if (!setup) {
    return (
      <Group>
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setSetup,
              onError: (failure) => setError(errorMessage(failure)),
            })
          }
        >
          {t('auth.security.setUpApp')}
        </Button>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code.trim(), {
          onSuccess: (answer) => onCodes(answer.recoveryCodes),
          onError: (failure) => fail(errorMessage(failure)),
        });
      }}
    >
      <Stack gap="sm">
        <FormErrorSummary form={summary} />
        <Text size="sm">{t('auth.security.scan')}</Text>
        <Image
          src={setup.qrCode}
          alt={t('auth.security.qrAlt')}
          w={200}
          h={200}
          bg="white"
          radius="sm"
        />
        <Text size="sm">
          {t('auth.security.key')}{' '}
          <Text span ff="monospace" data-testid="totp-secret">
            {setup.secret}
          </Text>
        </Text>
        <TextInput
          ref={field}
          label={t('auth.security.appCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...codeProps}
          maw={240}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('auth.security.turnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddPasskey({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useMessages('auth');
  const add = useAddPasskey();
  const { value: name, setValue: setName, fail, inputProps: nameProps, summary } = useCheckedText();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return fail(t('auth.security.passkeyNameRequired'));
        add.mutate(name.trim(), {
          onSuccess: (answer) => {
            setName('');
            if (answer.recoveryCodes.length > 0) onCodes(answer.recoveryCodes);
          },
          onError: (failure) => fail(errorMessage(failure)),
        });
      }}
    >
      <FormErrorSummary form={summary} />
      <Group align="flex-end" mt={summary.fieldErrors().length > 0 ? 'sm' : 0}>
        <TextInput
          label={t('auth.security.passkeyName')}
          description={t('auth.security.passkeyNameHint')}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          {...nameProps}
        />
        <Button type="submit" loading={add.isPending}>
          {t('auth.security.addPasskey')}
        </Button>
      </Group>
    </form>
  );
}

type Action = 'totp' | 'codes' | 'passkey';

/** Dashboard → Security: two-step sign-in with an authenticator app and passkeys. */
export function SecurityTab() {
  const t = useMessages('auth');
  const format = useFormat();
  const status = useSecondFactorStatus();
  const turnOff = useTurnOffTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const remove = useRemovePasskey();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<{ action: Action; message: string } | null>(null);

  if (status.isPending) return <Text>{t('auth.security.loading')}</Text>;
  if (status.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(status.error)}
      </Alert>
    );
  }
  const factors = status.data;
  const hasFactor = factors.totp || factors.passkeys.length > 0;

  // Each asks first; the server may then want the password or a code (`withPresence`), unless
  // the member signed in within the last few minutes. A cancelled confirmation is no failure.
  const failed = (action: Action) => (error: unknown) => {
    if (!needsPresence(error)) setFailure({ action, message: errorMessage(error) });
  };
  const ask = (action: Action, title: string, text: string, confirm: string, run: () => void) =>
    confirmDestructive({
      title,
      children: <Text size="sm">{text}</Text>,
      confirmLabel: confirm,
      onConfirm: () => {
        setFailure(null);
        run();
      },
    });
  const failureOf = (action: Action) =>
    failure?.action === action && (
      <Text c="red" size="sm" role="alert">
        {failure.message}
      </Text>
    );

  const confirmTurnOff = () =>
    ask(
      'totp',
      t('auth.security.turnOffTitle'),
      t(
        factors.passkeys.length === 0
          ? 'auth.security.turnOffTextLastFactor'
          : 'auth.security.turnOffText',
      ),
      t('auth.security.turnOff'),
      () => turnOff.mutate(undefined, { onError: failed('totp') }),
    );
  const confirmNewCodes = () =>
    ask(
      'codes',
      t('auth.security.newCodesTitle'),
      t('auth.security.newCodesText'),
      t('auth.security.newCodes'),
      () =>
        regenerate.mutate(undefined, {
          onSuccess: (answer) => setCodes(answer.recoveryCodes),
          onError: failed('codes'),
        }),
    );
  const confirmRemove = (passkey: { id: string; name: string }) =>
    ask(
      'passkey',
      t('auth.security.removeTitle'),
      t('auth.security.removeText', { name: passkey.name }),
      t('auth.security.remove'),
      () => remove.mutate(passkey.id, { onError: failed('passkey') }),
    );

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconShieldLock size={28} aria-hidden />
        <Title order={1}>{t('auth.secondStep.title')}</Title>
      </Group>
      {factors.required && !hasFactor && (
        <Alert color="orange" variant="light" role="alert">
          {t('auth.security.adminRequired')}
        </Alert>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      <Card withBorder radius="md" component="section" aria-labelledby="security-app">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="security-app">
              {t('auth.security.app')}
            </Title>
            <Badge color={factors.totp ? 'teal' : 'gray'} variant="dot">
              {t(factors.totp ? 'auth.security.on' : 'auth.security.off')}
            </Badge>
          </Group>
          {factors.totp ? (
            <Group>
              <Button
                variant="default"
                color="red"
                loading={turnOff.isPending}
                onClick={confirmTurnOff}
              >
                {t('auth.security.turnOff')}
              </Button>
              {failureOf('totp')}
            </Group>
          ) : (
            <TotpSetup onCodes={(list) => list.length > 0 && setCodes(list)} />
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" component="section" aria-labelledby="security-passkeys">
        <Stack gap="sm">
          <Title order={2} size="h4" id="security-passkeys">
            {t('auth.security.passkeys')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('auth.security.passkeysText')}
          </Text>
          {factors.passkeys.length > 0 && (
            <List listStyleType="none" spacing="xs" aria-label={t('auth.security.yourPasskeys')}>
              {factors.passkeys.map((passkey) => (
                <List.Item key={passkey.id}>
                  <Group justify="space-between">
                    <Text>
                      {passkey.name}{' '}
                      <Text span size="sm" c="dimmed">
                        {t('auth.security.added', { date: format.date(passkey.createdAt) })}
                      </Text>
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={t('auth.security.removeLabel', { name: passkey.name })}
                      loading={remove.isPending && remove.variables === passkey.id}
                      onClick={() => confirmRemove(passkey)}
                    >
                      {t('auth.security.remove')}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {failureOf('passkey')}
          <AddPasskey onCodes={setCodes} />
        </Stack>
      </Card>

      {hasFactor && (
        <Card withBorder radius="md" component="section" aria-labelledby="security-codes">
          <Stack gap="sm">
            <Title order={2} size="h4" id="security-codes">
              {t('auth.security.codes')}
            </Title>
            <Text size="sm">
              {t('auth.security.codesLeft', { count: factors.recoveryCodesLeft })}
            </Text>
            <Group>
              <Button variant="default" loading={regenerate.isPending} onClick={confirmNewCodes}>
                {t('auth.security.newCodes')}
              </Button>
              {failureOf('codes')}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
