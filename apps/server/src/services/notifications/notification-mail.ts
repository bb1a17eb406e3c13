import { KIND_SWITCH, type Language, type NotificationKind, type NotificationKindSwitch } from "@stockroom/core";
import { notificationTexts } from "../../i18n/notificationTexts";
import type { RichMailMessage } from "../../mail";
import type { NotificationMessage } from "./notification-message";
import { unsubscribeToken } from "./unsubscribe-token";

/** The App Settings screen, where every switch is. */
export const SETTINGS_PATH = "/app-settings";
export const UNSUBSCRIBE_PATH = "/notifications/unsubscribe";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface MailItem {
  kind: NotificationKind;
  message: NotificationMessage;
}

export function unsubscribeUrl(origin: string, secret: string, userId: string, kind: NotificationKindSwitch): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, userId, kind)}`;
}

/**
 * A notification mail: one event, or the day's digest of several. The footer links to App
 * Settings and, per kind in the mail, to a one-click unsubscribe (a signed link: no sign-in).
 * The first kind's link is also the List-Unsubscribe header (RFC 8058 one-click POST).
 * The frame is in the recipient's saved language (the items were written in it when planned).
 */
export function notificationMail(
  to: string,
  items: readonly MailItem[],
  ctx: { origin: string; secret: string; userId: string; language?: Language },
): RichMailMessage {
  const language = ctx.language ?? "en";
  const say = notificationTexts(language);
  const digest = items.length > 1;
  const first = items[0];
  const subject = digest
    ? say.digestSubject(items.length)
    : say.singleSubject(first?.message.title ?? say.notification);
  const switches = [...new Set(items.map((i) => KIND_SWITCH[i.kind]))];
  const unsubscribes = switches.map((s) => ({
    label: say.switches[s],
    url: unsubscribeUrl(ctx.origin, ctx.secret, ctx.userId, s),
  }));
  const settingsUrl = `${ctx.origin}${SETTINGS_PATH}`;
  const link = (m: NotificationMessage) => (m.link ? `${ctx.origin}${m.link}` : null);

  const textBody = [
    digest ? say.digestIntro(items.length) : "",
    ...items.map((i) => [`${i.message.title}`, i.message.body, link(i.message) ?? ""].filter(Boolean).join("\n")),
    "—",
    `${say.notificationSettings}: ${settingsUrl}`,
    ...unsubscribes.map((u) => `${say.unsubscribeFrom(u.label)}: ${u.url}`),
  ]
    .filter((line) => line !== "")
    .join("\n\n");

  const htmlItems = items
    .map((i) => {
      const href = link(i.message);
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #dee2e6">
${digest ? `<p style="margin:0 0 4px;font-size:16px;font-weight:600;color:#212529">${escapeHtml(i.message.title)}</p>` : ""}
<p style="margin:0 0 6px;color:#343a40">${escapeHtml(i.message.body)}</p>
${href ? `<a href="${escapeHtml(href)}" style="color:#1864ab">${escapeHtml(say.openInStockroom)}</a>` : ""}
</td></tr>`;
    })
    .join("\n");
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f1f3f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:14px;line-height:1.5">
<table role="presentation" style="max-width:560px;width:100%;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px;border-collapse:separate">
<tr><td><h1 style="margin:0 0 8px;font-size:20px;color:#212529">${escapeHtml(digest ? say.digestHeading(items.length) : (first?.message.title ?? say.notification))}</h1></td></tr>
${htmlItems}
<tr><td style="padding-top:16px;font-size:12px;color:#495057">
<p style="margin:0 0 6px"><a href="${escapeHtml(settingsUrl)}" style="color:#1864ab">${escapeHtml(say.notificationSettings)}</a></p>
${unsubscribes.map((u) => `<p style="margin:0 0 4px"><a href="${escapeHtml(u.url)}" style="color:#1864ab">${escapeHtml(say.unsubscribeFrom(u.label))}</a></p>`).join("\n")}
</td></tr></table></body></html>`;

  const headers: Record<string, string> = {};
  if (unsubscribes[0]) {
    headers["List-Unsubscribe"] = `<${unsubscribes[0].url}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return { to, subject, text: textBody, html, headers };
}
