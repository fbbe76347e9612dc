import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#contracts/common.ts';
import type {
  RecoveryCodesResponse,
  SecondFactorChallenge,
  SecondFactorStatus,
  TotpSetupResponse,
} from '#contracts/second-factor.ts';
import type { SignInResponse } from '#contracts/users.ts';
import { withPresence } from '#web/components/presence-dialog.tsx';
import { api } from '#web/lib/api-client.ts';
import { toSessionUser } from './api.ts';

export { toSessionUser };

/** Two-step sign-in: the account's factors, and the second step of signing in. */

export const secondFactorKeys = { status: ['auth', 'second-factor'] as const };

type Options = Record<string, unknown>;

/** The WebAuthn browser library, fetched the first time a passkey is used (not on other pages). */
const webauthnBrowser = () => import('@simplewebauthn/browser');

export const isSecondFactorChallenge = (
  answer: SignInResponse | SecondFactorChallenge,
): answer is SecondFactorChallenge => 'secondFactor' in answer;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: secondFactorKeys.status,
    queryFn: ({ signal }) => api.get<SecondFactorStatus>('/api/auth/second-factor', { signal }),
  });
}

function useFactorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.status }),
  });
}

export const useStartTotpSetup = () =>
  useFactorMutation(() => api.post<TotpSetupResponse>('/api/auth/second-factor/totp'));

export const useConfirmTotp = () =>
  useFactorMutation((code: string) =>
    api.post<RecoveryCodesResponse>('/api/auth/second-factor/totp/confirm', { code }),
  );

/**
 * Turning a factor off and replacing the codes need a recent sign-in: past 10 minutes the server
 * asks for proof, and the member confirms with the password or a code, then the call goes again.
 */
const confirmingPresence = <T>(run: () => Promise<T>) => withPresence(run, { withCode: true });

export const useTurnOffTotp = () =>
  useFactorMutation(() =>
    confirmingPresence(() => api.delete<MessageResponse>('/api/auth/second-factor/totp')),
  );

export const useRegenerateRecoveryCodes = () =>
  useFactorMutation(() =>
    confirmingPresence(() =>
      api.post<RecoveryCodesResponse>('/api/auth/second-factor/recovery-codes'),
    ),
  );

export const useAddPasskey = () =>
  useFactorMutation(async (name: string) => {
    const { options } = await api.post<{ options: Options }>(
      '/api/auth/second-factor/passkeys/options',
    );
    const { startRegistration } = await webauthnBrowser();
    const passkey = await startRegistration({ optionsJSON: options as never });
    return api.post<RecoveryCodesResponse>('/api/auth/second-factor/passkeys', { name, passkey });
  });

export const useRemovePasskey = () =>
  useFactorMutation((id: string) =>
    confirmingPresence(() =>
      api.delete<MessageResponse>(`/api/auth/second-factor/passkeys/${encodeURIComponent(id)}`),
    ),
  );

/** The second step of a sign-in, with a code (app or recovery) or a passkey. */
export const finishSignInWithCode = (ticket: string, code: string) =>
  api.post<SignInResponse>('/api/auth/signin/second-factor', { ticket, code });

export async function finishSignInWithPasskey(ticket: string): Promise<SignInResponse> {
  const { options } = await api.post<{ options: Options }>(
    '/api/auth/signin/second-factor/options',
    { ticket },
  );
  const { startAuthentication } = await webauthnBrowser();
  const passkey = await startAuthentication({ optionsJSON: options as never });
  return api.post<SignInResponse>('/api/auth/signin/second-factor', { ticket, passkey });
}

/** A sign-in with a passkey alone: the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<SignInResponse> {
  const { options } = await api.post<{ options: Options }>('/api/auth/passkey/options');
  const { startAuthentication } = await webauthnBrowser();
  const passkey = await startAuthentication({ optionsJSON: options as never });
  return api.post<SignInResponse>('/api/auth/signin/passkey', { passkey });
}
