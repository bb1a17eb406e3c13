// Web Push (issue 25): shows what the server pushes and opens its link on a tap. Imported by
// the service worker (/sw.js, vite.config.ts importScripts), so phone and admin app share it.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Stockroom", body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Stockroom", {
      body: data.body || "",
      icon: "/phone-icon.svg",
      data: { url: data.url || "/" },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data?.url || "/"));
});
