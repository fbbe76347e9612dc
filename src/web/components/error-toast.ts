import { notifications } from '@mantine/notifications';

/**
 * A failure told in a toast. It stays until it is closed (other toasts go after 4 s): a message
 * that vanishes on its own must never be the only trace of an error. Toasts are announced
 * (`role="alert"`).
 */
export function showErrorToast(message: string) {
  notifications.show({ color: 'red', message, autoClose: false });
}
