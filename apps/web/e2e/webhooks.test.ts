import { webhookDeliveries } from "@stockroom/db";
import {
  createOrganization,
  createUser,
  deliverDueWebhooks,
  parseAddressAllowList,
  startReceiver,
} from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

// Organization settings › Webhooks (issue 27), as an admin uses it: add an endpoint (its secret
// shown once), send a test event, read the delivery log (request, answer, timing), redeliver.
// The receivers are local HTTP servers verifying each signature with the standardwebhooks
// library; the delivery job's run is called directly (background jobs are off in tests).

const SCREENS = "/work/notes/screens/webhooks";
const allow = parseAddressAllowList("127.0.0.1");
let app: BrowserApp;
let orgId: string;
let good: Awaited<ReturnType<typeof startReceiver>>;
let failing: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp({ env: { WEBHOOK_ALLOW_ADDRESSES: "127.0.0.1" } });
  orgId = (await createOrganization(app.db.db, "Hook Supply")).id;
  await createUser(app.db.db, {
    email: "admin@hooks.test",
    password: "pass-word-1",
    org: { id: orgId, role: "admin" },
  });
  good = await startReceiver(() => 200);
  failing = await startReceiver(() => 500);
});
afterAll(async () => {
  await good?.close();
  await failing?.close();
  await app?.close();
});

async function addEndpoint(page: Page, url: string, drop: string[]): Promise<string> {
  await page.getByTestId("add-webhook-endpoint").click();
  await page.getByTestId("webhook-url").fill(url);
  for (const type of drop) await page.getByTestId(`webhook-event-${type}`).uncheck();
  await page.getByTestId("webhook-endpoint-submit").click();
  const secret = ((await page.getByTestId("webhook-secret").textContent()) ?? "").trim();
  await page.getByRole("button", { name: "Done" }).click();
  return secret;
}

describe.skipIf(noBrowser)("webhooks settings (Chromium)", () => {
  it("adds endpoints, shows the secret once, sends a test event, shows the log and redelivers", async () => {
    const { page } = await app.newPage();
    await signIn(page, "admin@hooks.test", "pass-word-1");
    await page.goto("/organization-admin?category=webhooks");
    await page.getByTestId("panel-webhooks").waitFor();

    // A URL the guard refuses: the message, nothing saved.
    await page.getByTestId("add-webhook-endpoint").click();
    await page.getByTestId("webhook-url").fill("http://169.254.169.254/latest");
    await page.getByTestId("webhook-endpoint-submit").click();
    await page.getByText("This address is private, loopback or link-local").first().waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();

    good.state.secret = await addEndpoint(page, good.url, ["low_stock", "import.completed"]);
    expect(good.state.secret).toMatch(/^whsec_/);
    failing.state.secret = await addEndpoint(page, failing.url, []);
    const cards = page.getByTestId("webhook-endpoint");
    await expect.poll(() => cards.count()).toBe(2);
    // The secret is never on the page again.
    expect(await page.content()).not.toContain(good.state.secret);

    for (const i of [0, 1]) await cards.nth(i).getByTestId("webhook-send-test").click();
    await expect.poll(async () => (await app.db.db.select().from(webhookDeliveries)).length).toBe(2);
    await deliverDueWebhooks(app.db.db, { allow, serverSecret: app.app.deps.config.pinSecret });
    expect(good.received.map((m) => m.verified)).toEqual([true]);
    expect(failing.received.map((m) => [m.verified, m.answered])).toEqual([[true, 500]]);

    // The good endpoint's log: Delivered, 200, the request and answer under the row.
    await cards.nth(0).getByTestId("webhook-open-log").click();
    const log = page.getByTestId("webhook-delivery-log");
    await log.getByText("Delivered").waitFor();
    await log.getByTestId("delivery-show-details").first().click();
    const details = log.getByTestId("delivery-details");
    await details.getByText('"type": "webhook.test"').waitFor();
    await details.getByText("ok", { exact: true }).waitFor();

    // Redeliver: the same message (same webhook-id) again.
    await log.getByTestId("redeliver").first().click();
    await expect.poll(async () => (await app.db.db.select().from(webhookDeliveries)).length).toBe(3);
    await deliverDueWebhooks(app.db.db, { allow, serverSecret: app.app.deps.config.pinSecret });
    expect(good.received).toHaveLength(2);
    expect(good.received[1]?.id).toBe(good.received[0]?.id);
    expect(good.received[1]?.verified).toBe(true);
    await log.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => log.getByText("Delivered").count()).toBe(2);
    await page.screenshot({ path: `${SCREENS}/webhooks-log-1280.png`, fullPage: true });

    // The failing endpoint's log: Retrying after a 500, with the receiver's text.
    await cards.nth(1).getByTestId("webhook-open-log").click();
    await log.getByText("Retrying").waitFor();
    await log.getByTestId("delivery-show-details").first().click();
    await log.getByTestId("delivery-details").getByText("receiver says no").waitFor();
    await page.screenshot({ path: `${SCREENS}/webhooks-failing-log-1280.png`, fullPage: true });
    const rows = await app.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
    expect(rows.map((r) => r.responseStatus)).toEqual([500]);
  });

  it("reads at phone size: the tab, the endpoints and the log fit the screen", async () => {
    const { page } = await app.newPage({ viewport: { width: 375, height: 667 } });
    await signIn(page, "admin@hooks.test", "pass-word-1");
    await page.goto("/organization-admin?category=webhooks");
    await page.getByTestId("webhook-endpoint").first().waitFor();
    await page.screenshot({ path: `${SCREENS}/webhooks-tab-375.png`, fullPage: true });
    await page.getByTestId("webhook-endpoint").first().getByTestId("webhook-open-log").click();
    const log = page.getByTestId("webhook-delivery-log");
    await log.getByText("Delivered").first().waitFor();
    await log.getByTestId("delivery-show-details").first().click();
    await log.getByTestId("delivery-details").waitFor();
    await page.screenshot({ path: `${SCREENS}/webhooks-log-375.png`, fullPage: true });
    // Nothing wider than the screen but the table's own scroll region.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { page: wide } = await app.newPage();
    await signIn(wide, "admin@hooks.test", "pass-word-1");
    await wide.goto("/organization-admin?category=webhooks");
    await wide.getByTestId("webhook-endpoint").first().waitFor();
    await wide.screenshot({ path: `${SCREENS}/webhooks-tab-1280.png`, fullPage: true });
  });
});
