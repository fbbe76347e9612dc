/** How long a proof of presence (a sign-in, the password, a second factor) lets sensitive changes through. */
export const PROOF_OF_PRESENCE_MINUTES = 10;

/** The `code` of the 403 a sensitive change gets without a recent proof of presence. */
export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';

export const REAUTHENTICATION_MESSAGE =
  'Please confirm it is you: enter your current password, or sign in again.';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
