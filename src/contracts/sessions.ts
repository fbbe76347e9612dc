import { z } from 'zod';
import { idSchema, messageResponseSchema, text } from './common.ts';

export * from './sessions.constants.ts';

/** One signed-in device of the caller's account. */
export const sessionSchema = z.object({
  _id: z.string(),
  /** "Android phone", "Mac", "Windows PC", ... */
  device: z.string(),
  /** "Firefox", "Chrome", "Safari", ... */
  browser: z.string(),
  /** The network the device was last seen from: its /24 (IPv4) or /64 (IPv6), never the address. */
  network: z.string(),
  createdAt: z.string(),
  /** Within a minute or so. */
  lastUsedAt: z.string(),
  /** The session this list was asked for with. */
  isCurrent: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionSchema>;

export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: idSchema });

export const signOutOthersResponseSchema = messageResponseSchema.extend({
  signedOut: z.number().int(),
});

/** The current password, as a sensitive change may carry it to prove its sender is the owner. */
export const currentPasswordField = () => text().max(1024).optional();

/** A current code of the authenticator app or a recovery code, proving presence as the password does. */
export const presenceCodeField = () => text().trim().max(64).optional();

/** The current password, or a code for a member with a second factor (and perhaps no password). */
export const confirmPresenceSchema = z
  .object({ currentPassword: currentPasswordField(), code: presenceCodeField() })
  .refine((body) => Boolean(body.currentPassword || body.code), {
    message: 'Please enter your current password',
    path: ['currentPassword'],
  });
export type ConfirmPresenceInput = z.input<typeof confirmPresenceSchema>;

export const confirmPresenceResponseSchema = messageResponseSchema.extend({
  /** Until when sensitive changes need no password on this session. */
  provenUntil: z.string(),
});

/** The body a deletion may carry. */
export const proofBodySchema = z.object({ currentPassword: currentPasswordField() }).nullish();
