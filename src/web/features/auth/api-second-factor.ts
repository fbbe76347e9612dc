import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorChallenge } from '#contracts/second-factor.ts';
import * as secondFactor from '#contracts/second-factor.endpoints.ts';
import type { SignInResponse } from '#contracts/users.ts';
import { withPresence } from '#web/components/presence-dialog.tsx';
import { call } from '#web/lib/api-client.ts';
import { toSessionUser } from './api.ts';

export { toSessionUser };

/** Two-step sign-in: the account's factors, and the second step of signing in. */

export const secondFactorKeys = { status: ['auth', 'second-factor'] as const };

/** The WebAuthn browser library, fetched the first time a passkey is used (not on other pages). */
const webauthnBrowser = () => import('@simplewebauthn/browser');

/** The browser library's answer as the contract reads it: its parts as plain records. */
const credential = (answer: RegistrationResponseJSON | AuthenticationResponseJSON) => ({
  ...answer,
  response: { ...answer.response },
  clientExtensionResults: { ...answer.clientExtensionResults },
});

export const isSecondFactorChallenge = (
  answer: SignInResponse | SecondFactorChallenge,
): answer is SecondFactorChallenge => 'secondFactor' in answer;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: secondFactorKeys.status,
    queryFn: ({ signal }) => call(secondFactor.status, { signal }),
  });
}

function useFactorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.status }),
  });
}

export const useStartTotpSetup = () => useFactorMutation(() => call(secondFactor.startTotp));

export const useConfirmTotp = () =>
  useFactorMutation((code: string) => call(secondFactor.confirmTotp, { body: { code } }));

/**
 * Turning a factor off and replacing the codes need a recent sign-in: past 10 minutes the server
 * asks for proof, and the member confirms with the password or a code, then the call goes again.
 */
const confirmingPresence = <T>(run: () => Promise<T>) => withPresence(run, { withCode: true });

export const useTurnOffTotp = () =>
  useFactorMutation(() => confirmingPresence(() => call(secondFactor.turnOffTotp)));

export const useRegenerateRecoveryCodes = () =>
  useFactorMutation(() => confirmingPresence(() => call(secondFactor.replaceRecoveryCodes)));

export const useAddPasskey = () =>
  useFactorMutation(async (name: string) => {
    const { options } = await call(secondFactor.passkeyOptions);
    const { startRegistration } = await webauthnBrowser();
    const passkey = await startRegistration({ optionsJSON: options as never });
    return call(secondFactor.addPasskey, { body: { name, passkey: credential(passkey) } });
  });

export const useRemovePasskey = () =>
  useFactorMutation((id: string) =>
    confirmingPresence(() => call(secondFactor.removePasskey, { params: { id } })),
  );

/** The second step of a sign-in, with a code (app or recovery) or a passkey. */
export const finishSignInWithCode = (ticket: string, code: string) =>
  call(secondFactor.signIn, { body: { ticket, code } });

export async function finishSignInWithPasskey(ticket: string): Promise<SignInResponse> {
  const { options } = await call(secondFactor.signInOptions, { body: { ticket } });
  const { startAuthentication } = await webauthnBrowser();
  const passkey = await startAuthentication({ optionsJSON: options as never });
  return call(secondFactor.signIn, { body: { ticket, passkey: credential(passkey) } });
}

/** A sign-in with a passkey alone: the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<SignInResponse> {
  const { options } = await call(secondFactor.passkeySignInOptions);
  const { startAuthentication } = await webauthnBrowser();
  const passkey = await startAuthentication({ optionsJSON: options as never });
  return call(secondFactor.passkeySignIn, { body: { passkey: credential(passkey) } });
}
