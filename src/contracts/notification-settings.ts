import { z } from 'zod';
import { idSchema, messageResponseSchema, text } from './common.ts';
import { isEmail } from './auth.constants.ts';
import {
  DIGEST_CHOICES,
  NOTIFICATION_SETTING_TYPES,
  NOTIFICATION_SETTINGS_MESSAGES as M,
  SUBSCRIPTION_MESSAGES,
} from './notification-settings.constants.ts';

export * from './notification-settings.constants.ts';
export { messageResponseSchema };

const channel = z.boolean({ message: M.invalidChannel });

export const notificationSettingSchema = z.object(
  {
    type: z.enum(NOTIFICATION_SETTING_TYPES, { message: M.invalidType }),
    inApp: channel,
    email: channel,
    push: channel,
  },
  { message: M.invalidSettings },
);
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

const digestSchema = z.enum(DIGEST_CHOICES, { message: M.invalidDigest });

/** Every type, each with its channels, and the digest choice. */
export const notificationSettingsResponseSchema = z.object({
  settings: z.array(notificationSettingSchema),
  digest: digestSchema,
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** The types given change; the others stay as they were. Without `digest`, it stays too. */
export const notificationSettingsBodySchema = z.object(
  {
    settings: z
      .array(notificationSettingSchema, { message: M.invalidSettings })
      .max(NOTIFICATION_SETTING_TYPES.length, M.repeatedType)
      .refine((items) => new Set(items.map((item) => item.type)).size === items.length, {
        message: M.repeatedType,
      }),
    digest: digestSchema.optional(),
  },
  { message: M.invalidSettings },
);
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;

const emailSchema = text({ message: SUBSCRIPTION_MESSAGES.invalidEmail })
  .trim()
  .max(254, SUBSCRIPTION_MESSAGES.invalidEmail)
  .refine(isEmail, { message: SUBSCRIPTION_MESSAGES.invalidEmail });

/** A visitor asks for an author's new posts, or a case's updates, by e-mail. */
export const subscribeBodySchema = z
  .object({
    email: emailSchema,
    authorId: idSchema.optional(),
    caseId: idSchema.optional(),
  })
  .refine((body) => (body.authorId ? 1 : 0) + (body.caseId ? 1 : 0) === 1, {
    message: SUBSCRIPTION_MESSAGES.oneTarget,
  });
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const subscriptionTokenParamsSchema = z.object({
  token: text({ message: SUBSCRIPTION_MESSAGES.invalidUnsubscribe }).max(
    300,
    SUBSCRIPTION_MESSAGES.invalidUnsubscribe,
  ),
});
