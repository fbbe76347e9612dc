export const SERVICE_WORKER_URL = '/service-worker.js';

/** The site's service worker (push alerts), where the browser has them; failure is only logged. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return null;
  });
}

/**
 * The worker once the page has loaded, where this browser lets the site show alerts: showing them
 * is all it does, and a visitor who never allowed them would only pay for its start.
 */
export function registerServiceWorkerOnLoad() {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
