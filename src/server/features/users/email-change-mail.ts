import { issueOneTimeToken } from '../../platform/one-time-tokens.ts';
import type { Services } from '../../platform/services.ts';

type MailServices = Pick<Services, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Mails the link that makes a new address the account's, to that address. A mail failure is
 * logged, never told to the caller.
 */
export async function mailEmailChangeConfirmation(
  services: MailServices,
  user: { id: string; username: string },
  newEmail: string,
) {
  try {
    const token = await issueOneTimeToken(services.db, user.id, 'confirm-email-change');
    const link = `${services.config.publicUrl}/users/${user.id}/confirm-email/${token}`;
    await services.mailer.send({
      to: newEmail,
      subject: 'Confirm your new e-mail address for Hearth',
      text: `Hello ${user.username},\n\nSomeone asked to use this e-mail address for the Hearth account "${user.username}". To confirm it, open this link:\n${link}\n\nThe link works once and expires in 24 hours. Until it is opened the account keeps its current address. If it was not you, ignore this message.\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'e-mail change confirmation failed');
  }
}

/**
 * Tells the owner of an address that another account asked to move to it: nothing changes, and
 * the asker learns nothing (the answer is the same as for a free address).
 */
export async function mailAddressInUseNotice(
  services: Pick<Services, 'mailer' | 'config' | 'log'>,
  address: string,
) {
  try {
    await services.mailer.send({
      to: address,
      subject: 'Someone tried to use your address on Hearth',
      text: `Hello,\n\nSomeone asked to move a Hearth account to this e-mail address. It is already in use by your account, so nothing was changed.\n\nIf it was you, sign in to that account here:\n${services.config.publicUrl}/sign-in\n\nIf it was not you, ignore this message.\n`,
    });
  } catch (error) {
    services.log.error({ err: error }, 'address in use notice failed');
  }
}

/**
 * Tells the former address that the account moved away from it, with a link that undoes the
 * change and ends every session; the link works until `until`.
 */
export async function mailEmailChangedNotice(
  services: MailServices,
  user: { id: string; username: string; email: string },
  formerEmail: string,
  until: Date,
) {
  try {
    const token = await issueOneTimeToken(services.db, user.id, 'undo-email-change', until);
    const link = `${services.config.publicUrl}/users/${user.id}/undo-email-change/${token}`;
    const date = until.toLocaleString('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    await services.mailer.send({
      to: formerEmail,
      subject: 'The e-mail address of your Hearth account was changed',
      text: `Hello ${user.username},\n\nThe e-mail address of your Hearth account "${user.username}" was changed from this address to ${user.email}.\n\nIf you did this, there is nothing to do.\n\nIf you did not, open this link to give the account this address back and sign out every device, then choose a new password:\n${link}\n\nThe link works until ${date} UTC.\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'e-mail changed notice failed');
  }
}
