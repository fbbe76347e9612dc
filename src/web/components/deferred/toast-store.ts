/**
 * Mantine's toast store and its API, alone: what a part fetches with `import()` to show a toast
 * or to watch for one, without Mantine's toast components (those come with `app-overlays.tsx`).
 */
export { notifications, notificationsStore } from '@mantine/notifications';
