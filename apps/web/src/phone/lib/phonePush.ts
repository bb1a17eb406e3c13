import { trpcClient } from "../../queryClient";
import { trpcErrorCode } from "../../trpc";

/** What turning notifications on for this phone came to. */
export type PhonePushOutcome = "on" | "unsupported" | "denied" | "signin" | "failed";

/** Whether this browser can take Web Push at all (a service worker, PushManager, notifications). */
export const phonePushSupported = (): boolean =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + "=".repeat((4 - (value.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this phone to Web Push for the user acting on it (the PIN session, or a sign-in):
 * the server's VAPID public key, the phone's service worker (/sw.js, whose push handler shows
 * the notification), then the subscription kept on the server. Loaded only when the button is
 * pressed, so the phone's first screens carry none of it.
 */
export async function subscribePhonePush(): Promise<{ outcome: PhonePushOutcome; error?: unknown }> {
  if (!phonePushSupported()) return { outcome: "unsupported" };
  try {
    // Asked first: without a session the phone has nobody to notify.
    const { publicKey } = await trpcClient.notifications.phonePushKey.query();
    if ((await Notification.requestPermission()) !== "granted") return { outcome: "denied" };
    const registration =
      (await navigator.serviceWorker.getRegistration("/")) ??
      (await navigator.serviceWorker.register("/sw.js", { scope: "/" }));
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }));
    const json = subscription.toJSON();
    await trpcClient.notifications.subscribePhonePush.mutate({
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    });
    return { outcome: "on" };
  } catch (error) {
    if (trpcErrorCode(error) === "UNAUTHORIZED") return { outcome: "signin" };
    return { outcome: "failed", error };
  }
}
