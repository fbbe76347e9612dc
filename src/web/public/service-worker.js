/* global self */
// Hearth's service worker: shows the alerts the server pushes while nobody has the site open,
// and opens what an alert is about when it is clicked. It caches nothing: pages always come
// from the server.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The server sends JSON: { title, body, url, tag }. Anything else still shows, as text. */
function readPush(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title || 'Hearth', {
      body: push.body || '',
      tag: push.tag,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: push.url || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/notifications',
    self.location.origin,
  );
  // Only ever open a page of this site.
  if (target.origin !== self.location.origin) return;

  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const sameOrigin = tabs.filter((tab) => new URL(tab.url).origin === target.origin);
      const exact = sameOrigin.find((tab) => tab.url === target.href);
      const tab = exact || sameOrigin.find((candidate) => candidate.focused) || sameOrigin[0];
      if (tab) {
        // Focusing is the browser's call; the page opens in that tab either way.
        await tab.focus().catch(() => undefined);
        if (tab === exact) return;
        try {
          await tab.navigate(target.href);
          return;
        } catch {
          // A tab this worker does not control cannot be steered: open the page beside it.
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
