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
import { formatDate } from '#web/lib/format-date.ts';
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
import { useCheckedText } from './use-checked-text.ts';

/** Ten codes shown once: the member is asked to keep them somewhere safe. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="yellow" variant="light" title={undefined}>
      <Stack gap="sm">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          Your recovery codes
        </Title>
        <Text size="sm">
          Keep these somewhere safe. Each one signs you in once if you lose your phone or passkeys.
          They will not be shown again.
        </Text>
        <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" p={0} m={0}>
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" style={{ listStyle: 'none' }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={onDone}>I have saved them</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TotpSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
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
          Set Up an Authenticator App
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
        <Text size="sm">
          Scan this code with your authenticator app (such as Google Authenticator, 1Password or
          Aegis), or type the key by hand. Then enter the six digits it shows.
        </Text>
        <Image
          src={setup.qrCode}
          alt="QR code of the key for your authenticator app"
          w={200}
          h={200}
          bg="white"
          radius="sm"
        />
        <Text size="sm">
          Key:{' '}
          <Text span ff="monospace" data-testid="totp-secret">
            {setup.secret}
          </Text>
        </Text>
        <TextInput
          ref={field}
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...codeProps}
          maw={240}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddPasskey({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const add = useAddPasskey();
  const { value: name, setValue: setName, fail, inputProps: nameProps, summary } = useCheckedText();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return fail('Give this passkey a name');
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
          label="Passkey name"
          description="Such as “Work laptop” or “Phone”"
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          {...nameProps}
        />
        <Button type="submit" loading={add.isPending}>
          Add a Passkey
        </Button>
      </Group>
    </form>
  );
}

type Action = 'totp' | 'codes' | 'passkey';

/** Dashboard → Security: two-step sign-in with an authenticator app and passkeys. */
export function SecurityTab() {
  const status = useSecondFactorStatus();
  const turnOff = useTurnOffTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const remove = useRemovePasskey();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<{ action: Action; message: string } | null>(null);

  if (status.isPending) return <Text>Loading…</Text>;
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
      'Turn off the authenticator app?',
      'Signing in will no longer ask for a code from your app.' +
        (factors.passkeys.length === 0 ? ' Your recovery codes will stop working too.' : ''),
      'Turn off',
      () => turnOff.mutate(undefined, { onError: failed('totp') }),
    );
  const confirmNewCodes = () =>
    ask(
      'codes',
      'Make new recovery codes?',
      'Your current recovery codes will stop working.',
      'Make new codes',
      () =>
        regenerate.mutate(undefined, {
          onSuccess: (answer) => setCodes(answer.recoveryCodes),
          onError: failed('codes'),
        }),
    );
  const confirmRemove = (passkey: { id: string; name: string }) =>
    ask(
      'passkey',
      'Remove this passkey?',
      `The passkey ${passkey.name} will no longer sign you in.`,
      'Remove',
      () => remove.mutate(passkey.id, { onError: failed('passkey') }),
    );

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconShieldLock size={28} aria-hidden />
        <Title order={1}>Two-Step Sign-In</Title>
      </Group>
      {factors.required && !hasFactor && (
        <Alert color="orange" variant="light" role="alert">
          As an admin you must turn on two-step sign-in before using admin pages. Set up an
          authenticator app or add a passkey below.
        </Alert>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      <Card withBorder radius="md" component="section" aria-labelledby="security-app">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="security-app">
              Authenticator App
            </Title>
            <Badge color={factors.totp ? 'teal' : 'gray'} variant="dot">
              {factors.totp ? 'On' : 'Off'}
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
                Turn off
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
            Passkeys
          </Title>
          <Text size="sm" c="dimmed">
            A passkey signs you in with your fingerprint, face or device PIN, with no password.
          </Text>
          {factors.passkeys.length > 0 && (
            <List listStyleType="none" spacing="xs" aria-label="Your passkeys">
              {factors.passkeys.map((passkey) => (
                <List.Item key={passkey.id}>
                  <Group justify="space-between">
                    <Text>
                      {passkey.name}{' '}
                      <Text span size="sm" c="dimmed">
                        added {formatDate(passkey.createdAt)}
                      </Text>
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={`Remove passkey ${passkey.name}`}
                      loading={remove.isPending && remove.variables === passkey.id}
                      onClick={() => confirmRemove(passkey)}
                    >
                      Remove
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
              Recovery codes
            </Title>
            <Text size="sm">{factors.recoveryCodesLeft} of 10 unused.</Text>
            <Group>
              <Button variant="default" loading={regenerate.isPending} onClick={confirmNewCodes}>
                Make new codes
              </Button>
              {failureOf('codes')}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
