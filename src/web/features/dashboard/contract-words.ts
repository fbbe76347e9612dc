import { z } from 'zod';
import { MESSAGES } from '#contracts/auth.constants.ts';
import { MIN_AGE_YEARS, MIN_PASSWORD_LENGTH } from '#contracts/common.constants.ts';
import { UPLOAD_TOO_LARGE } from '#contracts/uploads.constants.ts';
import {
  BIO_MAX_LENGTH,
  BIO_TOO_LONG,
  type ACCOUNT_DELETION_STATEMENT,
} from '#contracts/users.constants.ts';
import type { Translate } from '#web/i18n/use-messages.ts';

/** The contract's message when an update changes nothing (`updateUserSchema`). */
export const NO_CHANGES = 'No changes made';

/** The contract's message for a picture that is neither an upload of the site nor https. */
const INVALID_PICTURE = 'Invalid profile picture';

/**
 * The contract's own messages the Profile tab shows before it sends (the spec's texts), each as
 * its catalog message in the page's language: the English of the catalog is the contract's,
 * word for word (`contract-words.test.ts`).
 */
export function contractWords(t: Translate<'dashboard'>) {
  return {
    [NO_CHANGES]: t('dashboard.contract.noChanges'),
    [INVALID_PICTURE]: t('dashboard.contract.invalidPicture'),
    [MESSAGES.username]: t('dashboard.contract.username'),
    [MESSAGES.emailNeedsAt]: t('dashboard.contract.emailNeedsAt'),
    [MESSAGES.invalidEmail]: t('dashboard.contract.invalidEmail'),
    [MESSAGES.passwordTooShort]: t('dashboard.contract.passwordTooShort', {
      min: MIN_PASSWORD_LENGTH,
    }),
    [MESSAGES.invalidDate]: t('dashboard.contract.invalidDate'),
    [MESSAGES.tooYoungToUse]: t('dashboard.contract.tooYoungToUse', { age: MIN_AGE_YEARS }),
    [BIO_TOO_LONG]: t('dashboard.contract.bioTooLong', { max: BIO_MAX_LENGTH }),
    [UPLOAD_TOO_LARGE]: t('dashboard.contract.uploadTooLarge'),
  };
}

/**
 * A contract's form schema whose messages read in the page's language: the same checks, each
 * refusal's message put through `words` (a message it does not know stays as it is).
 */
export function inCatalogWords<Schema extends z.ZodType>(
  schema: Schema,
  words: Record<string, string>,
) {
  return z
    .custom<z.input<Schema>>()
    .superRefine((value, context) => {
      const checked = schema.safeParse(value);
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        context.addIssue({
          code: 'custom',
          message: words[issue.message] ?? issue.message,
          path: issue.path,
        });
      }
    })
    .pipe(schema as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>);
}

type DeletionKind = (typeof ACCOUNT_DELETION_STATEMENT)[number]['kind'];

/** What deleting the account does to one kind of data, in the page's language. */
export function deletionWords(t: Translate<'dashboard'>, kind: DeletionKind) {
  const words = {
    Profile: ['dashboard.deletion.profile', 'dashboard.deletion.profileWhat'],
    Posts: ['dashboard.deletion.posts', 'dashboard.deletion.postsWhat'],
    Narratives: ['dashboard.deletion.narratives', 'dashboard.deletion.narrativesWhat'],
    Comments: ['dashboard.deletion.comments', 'dashboard.deletion.commentsWhat'],
    Likes: ['dashboard.deletion.likes', 'dashboard.deletion.likesWhat'],
    Follows: ['dashboard.deletion.follows', 'dashboard.deletion.followsWhat'],
    Notifications: ['dashboard.deletion.notifications', 'dashboard.deletion.notificationsWhat'],
    Gifts: ['dashboard.deletion.gifts', 'dashboard.deletion.giftsWhat'],
    Records: ['dashboard.deletion.records', 'dashboard.deletion.recordsWhat'],
  } as const satisfies Record<DeletionKind, readonly [string, string]>;
  const [kindId, whatId] = words[kind];
  return { kind: t(kindId), what: t(whatId) };
}
