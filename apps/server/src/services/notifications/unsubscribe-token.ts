import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KIND_SWITCHES, type NotificationKindSwitch } from "@stockroom/core";

/**
 * The one-click unsubscribe link of a notification mail: which user and which kind switch,
 * signed with the server secret (HMAC-SHA256 under its own label, so it is no PIN digest).
 * No expiry: an old mail's link still works, and it can only turn that user's switch off.
 */
function signature(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`stockroom.unsubscribe.${body}`).digest();
}

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKindSwitch): string {
  const body = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString("base64url");
  return `${body}.${signature(secret, body).toString("base64url")}`;
}

/** The user and switch of a token, or null when it is not one this server signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKindSwitch } | null {
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined || token.length > 400) return null;
  const expected = signature(secret, body);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { u?: unknown; k?: unknown };
    const kind = NOTIFICATION_KIND_SWITCHES.find((k) => k === value.k);
    if (typeof value.u !== "string" || !kind) return null;
    return { userId: value.u, kind };
  } catch {
    return null;
  }
}
