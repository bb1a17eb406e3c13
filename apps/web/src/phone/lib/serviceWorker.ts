/**
 * Registers the phone's service worker (/sw.js, built by vite-plugin-pwa: vite.config.ts),
 * which keeps the phone shell for use without signal. After the page has loaded, so it never
 * competes with the first screen's requests; not in development (Vite serves no sw.js).
 * Browsers allow it on https and on localhost only; elsewhere the phone works online as before.
 */
export function registerPhoneServiceWorker(): void {
  // The mode, not import.meta.env.DEV: a build made under NODE_ENV=test (the browser tests') is DEV.
  if (import.meta.env.MODE === "development" || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
