import {
  fieldColumnId,
  monthKey,
  REPORT_GENERATION_BUSY_MESSAGE,
  REPORT_PAGE_MAX_BYTES,
  REPORT_PAGE_SIZE_MESSAGE,
  REPORT_TEMPLATE_TOO_LARGE_MESSAGE,
  REPORT_TEMPLATES_FULL_MESSAGE,
  REPORT_TEMPLATES_MAX,
  type ReportGenerateInput,
} from "@stockroom/core";
import { assets, formSubmissions, inventoryItems, reportTemplates } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { field, formsFixtures } from "../forms-fixtures";
import { client, createUser, failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "../harness";

// Issue 21 §6: one history-mode `reports.generate` over 120 submissions of 480 KB with
// pageSize 2000 took the process to 2.5 GB and answered 500; five in parallel ended it;
// twelve 670 KB templates made `templates.list` answer 413. Smaller sizes here, same shape:
// every request below answered 413 (or was accepted with 2000 rows) before the fix.

let t: TestApp;
let a: OrgFixture;
setUpTwoOrganizations("report-bounds", (f) => ({ t, a } = f));

const KB = 1024;
const BIG = 480 * KB;
const NOTES = fieldColumnId("Notes");
const range = { dateRangeType: "custom", customStartDate: "2000-01-01", customEndDate: "2099-12-31" } as const;

const fx = {} as { typeId: string; formId: string; historyAsset: string; latestAssets: string[] };

async function assetWithItem(name: string) {
  const db = t.db.db;
  const [row] = await db.insert(assets).values({ organizationId: a.org.id, assetTypeId: fx.typeId, name }).returning();
  if (!row) throw new Error("asset not created");
  await db
    .insert(inventoryItems)
    .values({ organizationId: a.org.id, assetId: row.id, assetTypeId: fx.typeId, name, quantity: 1 });
  return row.id;
}

async function bigSubmissions(assetId: string, count: number, firstDay: number) {
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2024, 0, firstDay + i, 12));
    await t.db.db.insert(formSubmissions).values({
      organizationId: a.org.id,
      formId: fx.formId,
      assetId,
      assetTypeId: fx.typeId,
      // Distinct text per row, so a page's rows can be told apart.
      submissionData: { notes: `${i}:`.padEnd(BIG, "x") },
      monthYear: monthKey(at),
      createdAt: at,
      updatedAt: at,
    });
  }
}

beforeAll(async () => {
  const forms = formsFixtures(t.db.db, a.org.id);
  const type = await forms.assetType();
  fx.typeId = type.id;
  fx.formId = (await forms.form([field.text("notes", "Notes")], { assetTypeId: type.id, purpose: "inventory" })).id;
  fx.historyAsset = await assetWithItem("History asset");
  await bigSubmissions(fx.historyAsset, 30, 1);
  fx.latestAssets = [];
  for (const name of ["L1", "L2", "L3", "L4", "L5", "L6"]) {
    const id = await assetWithItem(`Latest ${name}`);
    await bigSubmissions(id, 3, 1);
    fx.latestAssets.push(id);
  }
}, 120_000);

/** Every page of a report, as the screen fetches them. */
async function allPages(input: Partial<ReportGenerateInput>) {
  const pages: Awaited<ReturnType<typeof a.member.trpc.reports.generate.query>>[] = [];
  let cursor: ReportGenerateInput["cursor"] = null;
  do {
    const page = await a.member.trpc.reports.generate.query({ ...range, ...input, cursor });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const answerBytes = (page: { rows: { values: Record<string, unknown> }[] }) =>
  page.rows.reduce((sum, r) => sum + JSON.stringify(r.values).length, 0);

describe("report pages are bounded in rows and bytes", () => {
  it("refuses a page size over the cap with a message", async () => {
    const err = await failure(
      a.member.trpc.reports.generate.query({ ...range, viewMode: "history", assetId: fx.historyAsset, pageSize: 2000 }),
    );
    expect(err.data?.httpStatus).toBe(400);
    expect(err.message).toContain(REPORT_PAGE_SIZE_MESSAGE);
  });

  it("history mode: 30 × 480 KB in pages that stay under the answer limit, every submission once", async () => {
    const pages = await allPages({ viewMode: "history", assetId: fx.historyAsset, pageSize: 500 });
    const perPage = Math.floor(REPORT_PAGE_MAX_BYTES / BIG);
    expect(pages.length).toBe(Math.ceil(30 / perPage));
    for (const page of pages) {
      expect(page.rows.length).toBeLessThanOrEqual(perPage);
      expect(answerBytes(page)).toBeLessThanOrEqual(REPORT_PAGE_MAX_BYTES);
    }
    const seen = pages.flatMap((p) => p.rows.map((r) => String(r.values[NOTES]).split(":")[0]));
    expect(seen.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 30 }, (_, i) => String(i)));
    expect(pages[0]?.total).toBe(30);
  });

  it("latest mode: seven assets with three or more 480 KB submissions each, a few assets a page", async () => {
    const pages = await allPages({ viewMode: "latest", assetTypeIds: [fx.typeId], pageSize: 500 });
    const assetIds = pages.flatMap((p) => [...new Set(p.rows.map((r) => r.assetId))]);
    expect(assetIds.sort()).toEqual([fx.historyAsset, ...fx.latestAssets].sort());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(answerBytes(page)).toBeLessThanOrEqual(REPORT_PAGE_MAX_BYTES);
      expect(page.rows.length).toBeGreaterThan(0);
    }
  });

  it("comparison mode pages through the same assets under the limit", async () => {
    const pages = await allPages({ viewMode: "comparison", assetTypeIds: [fx.typeId], pageSize: 500 });
    expect(pages.flatMap((p) => p.rows.map((r) => r.assetId)).sort()).toEqual(
      [fx.historyAsset, ...fx.latestAssets].sort(),
    );
    for (const page of pages) {
      const bytes = page.rows.reduce(
        (sum, r) => sum + JSON.stringify(r.values).length + JSON.stringify(r.previousValues ?? {}).length,
        0,
      );
      expect(bytes).toBeLessThanOrEqual(REPORT_PAGE_MAX_BYTES);
    }
  });
});

describe("concurrent report generation per user", () => {
  it("a third parallel call of one user answers 429 with a message; another user still runs", async () => {
    const other = await createUser(t.db.db, {
      email: `other.${Date.now()}@test.local`,
      password: "test-password",
      org: { id: a.org.id, role: "member" },
    });
    const otherClient = client(t.baseUrl);
    await otherClient.trpc.auth.signIn.mutate({ email: other.email, password: "test-password" });
    const input = { ...range, viewMode: "history" as const, assetId: fx.historyAsset, pageSize: 1 };

    // Hold the submissions table so the calls that got a slot wait inside it, whatever the timing.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.db.transaction(async (tx) => {
      await tx.execute(sql`lock table form_submissions in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const settle = (p: Promise<unknown>) =>
      p.then(
        () => "ok" as const,
        (e: unknown) => e,
      );
    const mine = [1, 2, 3].map(() => settle(a.member.trpc.reports.generate.query(input)));
    // Two of the three wait on the lock; the third is refused at once.
    const first = await Promise.race(mine);
    expect(first).toMatchObject({ data: { httpStatus: 429 }, message: REPORT_GENERATION_BUSY_MESSAGE });
    const theirs = settle(otherClient.trpc.reports.generate.query(input));
    release();
    await holder;
    const results = await Promise.all(mine);
    expect(results.filter((r) => r === "ok")).toHaveLength(2);
    expect(await theirs).toBe("ok");
    // The slots are free again.
    expect((await a.member.trpc.reports.generate.query(input)).rows).toHaveLength(1);
  });
});

describe("report templates are bounded", () => {
  const columns = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `field:${"c".repeat(280)}${i}`,
      label: `${"L".repeat(280)}${i}`,
      selected: true,
      order: i,
      fieldType: "text",
    }));

  it("refuses to save a template whose columns pass the bound, and saves nothing", async () => {
    const err = await failure(
      a.member.trpc.reports.templates.create.mutate({ name: "Huge", selected_fields: columns(1000) }),
    );
    expect(err.data?.httpStatus).toBe(400);
    expect(err.message).toContain(REPORT_TEMPLATE_TOO_LARGE_MESSAGE);
    const update = await failure(
      a.member.trpc.reports.templates.update.mutate({
        id: (await a.member.trpc.reports.templates.create.mutate({ name: "Small" })).id,
        selected_fields: columns(1000),
      }),
    );
    expect(update.message).toContain(REPORT_TEMPLATE_TOO_LARGE_MESSAGE);
    expect((await a.member.trpc.reports.templates.list.query()).map((x) => x.name)).not.toContain("Huge");
  });

  it("lists twelve 670 KB templates (stored before the bound) by name, and opens each whole", async () => {
    for (let i = 0; i < 12; i++) {
      await t.db.db.insert(reportTemplates).values({
        organizationId: a.org.id,
        name: `Legacy ${String(i).padStart(2, "0")}`,
        selectedFields: columns(1000),
      });
    }
    const list = await a.viewer.trpc.reports.templates.list.query();
    expect(list.filter((x) => x.name.startsWith("Legacy"))).toHaveLength(12);
    expect(JSON.stringify(list).length).toBeLessThan(64 * KB);
    const one = list.find((x) => x.name === "Legacy 00");
    const whole = await a.viewer.trpc.reports.templates.get.query({ id: one?.id ?? "" });
    expect(whole.selected_fields).toHaveLength(1000);
  });

  it(`keeps at most ${REPORT_TEMPLATES_MAX} templates an organization`, async () => {
    const existing = (await a.member.trpc.reports.templates.list.query()).length;
    await t.db.db.insert(reportTemplates).values(
      Array.from({ length: REPORT_TEMPLATES_MAX - existing }, (_, i) => ({
        organizationId: a.org.id,
        name: `Filler ${i}`,
      })),
    );
    const err = await failure(a.member.trpc.reports.templates.create.mutate({ name: "One too many" }));
    expect(err.data?.httpStatus).toBe(409);
    expect(err.message).toBe(REPORT_TEMPLATES_FULL_MESSAGE);
    expect(await a.member.trpc.reports.templates.list.query()).toHaveLength(REPORT_TEMPLATES_MAX);
  });
});
