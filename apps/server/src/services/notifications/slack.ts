import { isSlackWebhookUrl, type Language, SLACK_WEBHOOK_INVALID_MESSAGE, supportedLanguage } from "@stockroom/core";
import { organizationSlack } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { notificationTexts } from "../../i18n/notificationTexts";
import type { OrgContext, ServiceContext } from "../context";

/** How long a Slack post may take before it counts as failed (the delivery job retries). */
export const SLACK_TIMEOUT_MS = 5_000;
export const SLACK_NOT_SET_MESSAGE = "Enter the Slack webhook URL first";

/** A Slack URL: Slack's incoming-webhook shape; with local receivers allowed (tests), http://127.0.0.1 too. */
export function acceptableSlackUrl(url: string, localReceivers: boolean): boolean {
  if (isSlackWebhookUrl(url)) return true;
  if (!localReceivers) return false;
  try {
    const u = new URL(url);
    return u.protocol === "http:" && (u.hostname === "127.0.0.1" || u.hostname === "localhost");
  } catch {
    return false;
  }
}

/** The webhook's last characters only: the URL is a credential (anyone holding it can post). */
export function maskWebhookUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}/…${url.slice(-4)}`;
  } catch {
    return "…";
  }
}

export async function readSlackWebhook(db: OrgContext["db"], orgId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: organizationSlack.webhookUrl })
    .from(organizationSlack)
    .where(eq(organizationSlack.organizationId, orgId));
  return row?.url ?? null;
}

/** The webhook and the language of its posts. */
export async function readSlackSettings(
  db: OrgContext["db"],
  orgId: string,
): Promise<{ url: string; language: Language } | null> {
  const [row] = await db
    .select({ url: organizationSlack.webhookUrl, language: organizationSlack.language })
    .from(organizationSlack)
    .where(eq(organizationSlack.organizationId, orgId));
  return row ? { url: row.url, language: supportedLanguage(row.language) ?? "en" } : null;
}

export async function getSlackSettings({
  db,
  orgId,
}: OrgContext): Promise<{ configured: boolean; masked: string | null }> {
  const url = await readSlackWebhook(db, orgId);
  return { configured: url !== null, masked: url ? maskWebhookUrl(url) : null };
}

/**
 * Saves (or, empty, removes) the organization's incoming webhook; its posts are in the saving
 * admin's screen language (`opts.language`, the request's).
 */
export async function setSlackWebhook(
  { db, orgId }: ServiceContext,
  input: { webhookUrl: string },
  opts: { localReceivers: boolean; language?: Language },
): Promise<{ configured: boolean; masked: string | null }> {
  if (input.webhookUrl === "") {
    await db.delete(organizationSlack).where(eq(organizationSlack.organizationId, orgId));
    return { configured: false, masked: null };
  }
  if (!acceptableSlackUrl(input.webhookUrl, opts.localReceivers)) {
    throw new DomainError("BAD_REQUEST", SLACK_WEBHOOK_INVALID_MESSAGE);
  }
  await db
    .insert(organizationSlack)
    .values({ organizationId: orgId, webhookUrl: input.webhookUrl, language: opts.language ?? null })
    .onConflictDoUpdate({
      target: organizationSlack.organizationId,
      set: { webhookUrl: input.webhookUrl, language: opts.language ?? null, updatedAt: sql`now()` },
    });
  return { configured: true, masked: maskWebhookUrl(input.webhookUrl) };
}

/** Posts to a webhook; throws on a refusal, a redirect, or no answer within the timeout. */
export async function postToSlack(url: string, body: { text: string }, timeoutMs = SLACK_TIMEOUT_MS): Promise<void> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.body?.cancel().catch(() => undefined);
  if (!res.ok) throw new Error(`Slack answered HTTP ${res.status}`);
}

/** 'Send test message': posts now and says whether Slack took it. */
export async function sendSlackTestMessage(
  { db, orgId }: OrgContext,
  opts: { timeoutMs?: number; language?: Language } = {},
): Promise<{ ok: true }> {
  const url = await readSlackWebhook(db, orgId);
  if (!url) throw new DomainError("BAD_REQUEST", SLACK_NOT_SET_MESSAGE);
  try {
    await postToSlack(url, { text: notificationTexts(opts.language ?? "en").slackTest }, opts.timeoutMs);
  } catch (err) {
    const status = /HTTP (\d{3})/.exec(String(err))?.[1];
    throw new DomainError(
      "BAD_REQUEST",
      status
        ? `Slack did not accept the test message (HTTP ${status})`
        : "Slack did not answer; check the URL and try again",
    );
  }
  return { ok: true };
}
