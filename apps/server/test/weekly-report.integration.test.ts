import { domainEvents, inventoryItems, organizations } from "@stockroom/db";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { definitionJobId, type JobIO } from "../src/jobs/client";
import { queueWeeklyReports, WEEKLY_REPORT_JOB } from "../src/jobs/definitions/weekly-report";
import { dueWeeklyReports } from "../src/services/alerts/weekly-report";
import { type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// The weekly report (issue 25): Monday 08:00–08:59 in each organization's time zone, once a
// week, with the week's figures. The schedule is tested by moving an injected clock.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("weekly", async (f) => {
  ({ t, a, b } = f);
  await t.db.db.update(organizations).set({ timeZone: "Asia/Tokyo" }).where(eq(organizations.id, a.org.id));
  await t.db.db.update(organizations).set({ timeZone: "America/New_York" }).where(eq(organizations.id, b.org.id));
});

const reportsOf = (orgId: string) =>
  t.db.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.organizationId, orgId), eq(domainEvents.kind, "report.weekly")))
    .orderBy(asc(domainEvents.createdAt));

/** The job client's part the sweep uses: each queued job runs its handler at once, keyed like pg-boss. */
function runNow() {
  const keys = new Set<string>();
  const io: Pick<JobIO, "db" | "trigger"> = {
    db: t.db.db,
    async trigger(definition, payload) {
      const key = definitionJobId(definition, payload) ?? "";
      if (keys.has(key)) return "waiting";
      keys.add(key);
      await definition.handler(payload, { db: t.db.db, log: { info() {}, error() {} }, trigger: io.trigger });
      return "queued";
    },
  };
  return { io, keys };
}

// Mondays (local): 2026-11-30 and 2026-12-07; figures are of the 7 local days before them.
/** The next Monday (00:00 as a UTC date: its calendar day) in Tokyo after `now`. */
function nextTokyoMonday(now: Date): Date {
  const local = new Date(now.getTime() + 9 * 3_600_000);
  const days = (8 - local.getUTCDay()) % 7 || 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days));
}

const TOKYO_MONDAY_0830 = new Date("2026-11-29T23:30:00Z");
const NEW_YORK_MONDAY_0830 = new Date("2026-11-30T13:30:00Z");

describe("which organizations are due", () => {
  it("is the hour each organization's own clock reads Monday 08", async () => {
    const mine = (due: { organizationId: string }[]) =>
      due.filter((d) => [a.org.id, b.org.id].includes(d.organizationId));
    expect(mine(await dueWeeklyReports(t.db.db, TOKYO_MONDAY_0830))).toEqual([
      { organizationId: a.org.id, week: "2026-11-30" },
    ]);
    expect(mine(await dueWeeklyReports(t.db.db, NEW_YORK_MONDAY_0830))).toEqual([
      { organizationId: b.org.id, week: "2026-11-30" },
    ]);
    // 07:59 and 09:00 in Tokyo, and a Tuesday: nobody.
    expect(mine(await dueWeeklyReports(t.db.db, new Date("2026-11-29T22:59:00Z")))).toEqual([]);
    expect(mine(await dueWeeklyReports(t.db.db, new Date("2026-11-30T00:00:00Z")))).toEqual([]);
    expect(mine(await dueWeeklyReports(t.db.db, new Date("2026-12-01T13:30:00Z")))).toEqual([]);
  });

  it("keys a week's job by organization and week, the same from every server", () => {
    const payload = { organizationId: a.org.id, week: "2026-11-30" };
    expect(definitionJobId(WEEKLY_REPORT_JOB, payload)).toBe(definitionJobId(WEEKLY_REPORT_JOB, { ...payload }));
    expect(definitionJobId(WEEKLY_REPORT_JOB, payload)).not.toBe(
      definitionJobId(WEEKLY_REPORT_JOB, { ...payload, week: "2026-12-07" }),
    );
  });
});

describe("the report", () => {
  it("covers counts made, items low or out, anomalies open and the data quality score, once a week", async () => {
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Parts" });
    const make = async (name: string, quantity: number) => {
      const asset = await a.member.trpc.assets.create.mutate({
        name,
        asset_type_id: type.id,
        current_inventory: String(quantity),
      });
      const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id));
      if (!item) throw new Error("no item");
      return item.id;
    };
    await make("Empty bin", 0);
    await make("Few bolts", 5);
    const full = await make("Full crate", 50);
    // Parts: a rise of 450 on 50 is over max(5 × max(25, 20), 100) = 125: flagged.
    const flagged = await a.member.trpc.inventory.items.recordCheck.mutate({ id: full, quantity: 500 });
    await a.member.trpc.inventory.items.recordCheck.mutate({ id: full, quantity: 480 });

    // The clock moves to the next Monday 08:30 in Tokyo (UTC+9, no summer time): the week
    // the report covers (the 7 local days before it) holds this test's entries.
    const monday = nextTokyoMonday(new Date());
    const week = monday.toISOString().slice(0, 10);
    const at0830 = new Date(monday.getTime() - 9 * 3_600_000 + 8.5 * 3_600_000);
    const run = runNow();
    const queued = (await queueWeeklyReports(run.io, at0830)).filter((q) => q.organizationId === a.org.id);
    expect(queued).toEqual([{ organizationId: a.org.id, week, result: "queued" }]);

    const [report, ...more] = await reportsOf(a.org.id);
    expect(more).toEqual([]);
    expect(report?.actor).toEqual({ type: "system", id: null });
    expect(report?.data).toMatchObject({
      week,
      from: new Date(monday.getTime() - 7 * 86_400_000 - 9 * 3_600_000).toISOString(),
      to: new Date(monday.getTime() - 9 * 3_600_000).toISOString(),
      // 3 intakes and 2 checks; the 500 is flagged and nobody dismissed it.
      countsMade: 5,
      anomaliesOpen: 1,
      itemsLow: 1,
      itemsOut: 1,
      dataQualityScoreChange: null,
      reportsPath: "/reports",
    });
    const data = report?.data as { dataQualityScore: number };
    expect(typeof data.dataQualityScore).toBe("number");
    expect((await reportsOf(b.org.id)).length).toBe(0);

    // The same hour again, another server's sweep, a retry: nothing more.
    expect((await queueWeeklyReports(runNow().io, at0830)).filter((q) => q.organizationId === a.org.id)).toEqual([]);
    expect(
      await WEEKLY_REPORT_JOB.handler(
        { organizationId: a.org.id, week },
        {
          db: t.db.db,
          log: { info() {}, error() {} },
          trigger: run.io.trigger,
        },
      ),
    ).toBeUndefined();
    expect((await reportsOf(a.org.id)).length).toBe(1);

    // Dismissing the anomaly closes it; the next Monday compares the score with this one.
    await a.member.trpc.inventory.history.dismiss.mutate({ historyId: flagged.historyId });
    await queueWeeklyReports(runNow().io, new Date(at0830.getTime() + 7 * 86_400_000));
    const next = (await reportsOf(a.org.id))[1]?.data as {
      week: string;
      countsMade: number;
      anomaliesOpen: number;
      dataQualityScore: number;
      dataQualityScoreChange: number | null;
    };
    expect(next).toMatchObject({
      week: new Date(monday.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
      countsMade: 0,
      anomaliesOpen: 0,
    });
    expect(next.dataQualityScoreChange).toBe(Math.round((next.dataQualityScore - data.dataQualityScore) * 10) / 10);
  });
});
