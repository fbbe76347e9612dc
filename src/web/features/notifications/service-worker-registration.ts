export const SERVICE_WORKER_URL = '/service-worker.js';

/** The site's service worker (push alerts), where the browser has them; failure is only logged. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return null;
  });
}
