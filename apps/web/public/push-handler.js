/* global self */
/* Web Push in the service worker: show the notification and open its page on click. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'TastyDrop', body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'TastyDrop';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      // The server names its game's icons; the defaults serve a message from before it did.
      icon: data.icon || '/icon-192.png',
      badge: data.badge || '/favicon.svg',
      data: { url: data.url || '/' },
      lang: 'ru',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const open = clients.find((c) => c.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((c) => (c || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
