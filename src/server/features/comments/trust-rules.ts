import { containsLink, tooManyMentions } from '#contracts/comments.ts';
import type { NewAccountLimits } from '../../config.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * What a comment's author may do before their account has earned trust
 * (`platform/account-trust.ts`): a comment with a link waits for review, and mentioning more
 * than the limit is refused. Trusted accounts are held to neither.
 */
export function trustRules(limits: NewAccountLimits, isNew: boolean) {
  return {
    holds: (content: string) => isNew && limits.holdLinks && containsLink(content),
    checkMentions(mentionedIds: string[]) {
      if (isNew && mentionedIds.length > limits.mentionsPerComment)
        throw badRequest(tooManyMentions(limits.mentionsPerComment));
    },
  };
}
