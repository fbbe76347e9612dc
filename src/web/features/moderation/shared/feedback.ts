import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** How long the toast after an admin's action stays. */
export const SUCCESS_TOAST_MS = 2000;

/** The green toast after an action went through (a row deleted, a member unbanned). */
export const showSuccessToast = (message: ReactNode) =>
  notifications.show({ color: 'teal', message, autoClose: SUCCESS_TOAST_MS });

/** The row a mutation is being sent for, so that its button shows it busy; null when idle. */
export const busyRowId = (mutation: { isPending: boolean; variables?: { _id: string } }) =>
  mutation.isPending ? (mutation.variables?._id ?? null) : null;
