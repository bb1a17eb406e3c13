import path from "node:path";
import { addMonthsToKey, monthKey } from "@stockroom/core";
import { createOrganization, signedInClient } from "@stockroom/server/testing";
import { sql } from "drizzle-orm";
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signInAs, startBrowserApp } from "./harness";

// The one pager on the screens (issue 22 §2, issue 23 "Lists"): each server-paged list
// shows its total from core's ListPage. The screens send no total back: the server keeps the
// total page 1 counted (services/lists/list-totals.ts), so page 2 of the same view counts nothing.

const shots = process.env.E2E_SCREENSHOTS ?? null;
const ASSETS = 60;

let app: BrowserApp;
let org: { id: string };
let typeId = "";

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  org = await createOrganization(app.db.db, "Pager Supply");
  const admin = await signInAs(app, "admin", org, { email: "pat@pager.test" });
  await admin.context.close();
  const api = (await signedInClient(app, "pat@pager.test", "pass-word-1")).trpc;
  const type = await api.assetTypes.create.mutate({ name: "Paint" });
  typeId = type.id;
  await app.db.db.execute(sql`
    insert into assets (organization_id, asset_type_id, name, description, serial_number, asset_id)
    select ${org.id}, ${typeId}, 'Paint ' || lpad(i::text, 3, '0'), 'Satin finish, batch ' || i, 'SN-' || i, 'PNT-' || i
    from generate_series(1, ${ASSETS}::int) as s(i)`);
  await app.db.db.execute(sql`
    insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity)
    select organization_id, id, asset_type_id, name, 5 from assets where organization_id = ${org.id}`);
  const month = monthKey(new Date());
  await app.db.db.execute(sql`
    insert into monthly_inventory_snapshots (organization_id, asset_id, asset_name, month_year, quantity, snapshot_date)
    select organization_id, id, name, m.k, 5, (m.k || '-01')::date
    from assets, (values (${month}), (${addMonthsToKey(month, -1)})) as m(k) where organization_id = ${org.id}`);
}, 180_000);

afterAll(async () => {
  await app?.browser.close();
  await app?.close();
});

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const [w, h] of [
    [1280, 800],
    [375, 667],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Each tRPC call of `procedure`, in order: whether its input carried a total (`knownTotal`,
 * which older screens sent back) and whether the server's answer counted.
 */
function listCallsOf(page: Page, procedure: string): Array<Promise<{ sentTotal: boolean; counted: unknown }>> {
  const seen: Array<Promise<{ sentTotal: boolean; counted: unknown }>> = [];
  page.on("response", (res: Response) => {
    const url = new URL(res.url());
    if (!url.pathname.includes(procedure)) return;
    const input = url.searchParams.get("input");
    if (!input) return;
    const batch = JSON.parse(input) as Record<string, { json?: Record<string, unknown> }>;
    const index = url.pathname.split("/").pop()?.split(",").indexOf(procedure) ?? -1;
    const call = batch[String(index)];
    if (!call) return;
    seen.push(
      res.json().then((answers: Array<{ result?: { data?: { json?: { counted?: unknown } } } }>) => ({
        sentTotal: call.json !== undefined && "knownTotal" in call.json,
        counted: answers[index]?.result?.data?.json?.counted,
      })),
    );
  });
  return seen;
}

describe.skipIf(noBrowser)("the server-paged lists (Chromium)", () => {
  it("the inventory grid shows the total and page 2 counts nothing, sending no total back", async () => {
    const { page, context } = await signInAs(app, "member", org);
    const calls = listCallsOf(page, "inventory.items.list");
    await page.goto("/inventory");
    await page.getByText(`${ASSETS} assets`).waitFor();
    expect(await page.getByTestId("inventory-card").count()).toBe(24);
    await shoot(page, "inventory");
    await page.getByRole("button", { name: "Page 2" }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "2");
    await page.getByText("Paint 025").waitFor();
    await page.getByText(`${ASSETS} assets`).waitFor();
    expect(await Promise.all(calls)).toEqual([
      { sentTotal: false, counted: true },
      { sentTotal: false, counted: false },
    ]);
    await context.close();
  });

  it("a type's assets page with the same pager; the search covers the asset ID", async () => {
    const { page, context } = await signInAs(app, "member", org);
    const calls = listCallsOf(page, "inventory.items.typeAssets");
    await page.goto(`/inventory/asset-type/${typeId}`);
    await page.getByText(`${ASSETS} assets`).waitFor();
    await shoot(page, "type-assets");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Paint 021").waitFor();
    const [first, second] = await Promise.all(calls);
    expect(first?.sentTotal).toBe(false);
    expect(second).toEqual({ sentTotal: false, counted: false });
    await page.getByPlaceholder("Search by name, description or asset ID...").fill("PNT-33");
    await page.getByText("1 assets").waitFor();
    await context.close();
  });

  it("Monthly History and the asset grid read the same shape", async () => {
    const { page, context } = await signInAs(app, "member", org);
    await page.goto("/inventory?tab=monthly");
    await page.getByText(`${ASSETS * 2} snapshots found`).waitFor();
    await shoot(page, "monthly-history");
    await page.goto("/assets");
    await page.getByText(`of ${ASSETS}`).waitFor();
    await shoot(page, "assets");
    await context.close();
  });

  it("the QR manager lists what it read", async () => {
    const { page, context } = await signInAs(app, "member", org);
    await page.goto("/assets/qr-manager");
    await page.getByText(`0 selected · ${ASSETS} listed`).waitFor();
    await shoot(page, "qr-manager");
    await context.close();
  });
});
