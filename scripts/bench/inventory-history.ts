// `npx tsx scripts/bench/inventory-history.ts [assetCount]`: the history screen's data and
// the Monthly History tab's snapshot list with 20,000 assets and 24 months of history
// (issue 12). For each case it prints the service's time next to the bare SQL that reads
// the same rows, the ratio (goal ≤ 1.5×) and whether the server stays under 100 ms. The
// monthly snapshot job is timed too: it writes the 24 months the seed leaves open.
//
// Runs on a throwaway embedded PostgreSQL in the temp folder (or DATABASE_URL's server, in
// a database of its own that is dropped at the end). Not a test: numbers vary by machine.
import { performance } from "node:perf_hooks";
import {
  addMonthsToKey,
  defaultSnapshotRange,
  monthKey,
  snapshotFilterBounds,
  snapshotListInput,
} from "@stockroom/core";
import { assetTypes, createDatabase, organizations } from "@stockroom/db";
import { getInventoryHistory } from "../../apps/server/src/services/inventory/history/get-inventory-history";
import { listSnapshots } from "../../apps/server/src/services/inventory/snapshots/list-snapshots";
import {
  missingSnapshotMonths,
  takeMonthlySnapshot,
} from "../../apps/server/src/services/inventory/snapshots/take-monthly-snapshot";
import { startBenchDatabase } from "./pg";

const ASSETS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20_000);
const MONTHS = 24;
const BUDGET_MS = 100;
const RUNS = 40;

const stats = (times: number[]) => {
  const sorted = [...times].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
};

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return stats(times);
}

async function main() {
  const bench = await startBenchDatabase();
  const { db, sql, close } = createDatabase(bench.url, { max: 4 });
  try {
    const now = new Date();
    const firstMonth = addMonthsToKey(monthKey(now), -MONTHS);
    console.log(`Seeding ${ASSETS.toLocaleString("en")} assets with ${MONTHS} months of history…`);
    const [org] = await db.insert(organizations).values({ name: "Bench Supply" }).returning();
    if (!org) throw new Error("no organization");
    const [type] = await db
      .insert(assetTypes)
      .values({ organizationId: org.id, name: "Tools" })
      .returning({ id: assetTypes.id });
    const t0 = performance.now();
    await sql`
      insert into assets (organization_id, asset_type_id, name, status, metadata)
      select ${org.id}, ${type?.id ?? null},
             (array['White','Black','Ivory','Slate','Crimson'])[1 + i % 5] || ' bracket #' || i, 'active', '{}'
      from generate_series(1, ${ASSETS}) i`;
    await sql`
      insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity, location)
      select organization_id, id, asset_type_id, name, 0, 'Aisle ' || (abs(hashtext(id::text)) % 40)
      from assets where organization_id = ${org.id}`;
    // One count per month per item (a ×10 typo now and then), the first an intake.
    await sql`
      insert into inventory_history (organization_id, inventory_item_id, check_type, event_type, quantity,
                                     notes, location, month_year, check_date)
      select i.organization_id, i.id, case when m = 0 then 'initial' else 'periodic' end,
             case when m = 0 then 'intake' else 'check' end,
             case when (abs(hashtext(i.id::text)) + m) % 53 = 0 then 10 * (200 - m * 5) else 200 - m * 5 end,
             'Monthly count', i.location,
             to_char(${`${firstMonth}-01`}::date + make_interval(months => m), 'YYYY-MM'),
             ${`${firstMonth}-01`}::timestamptz + make_interval(months => m, days => 10)
      from inventory_items i, generate_series(0, ${MONTHS}) m
      where i.organization_id = ${org.id}`;
    await sql`
      update inventory_items i set quantity = h.quantity
      from (select distinct on (inventory_item_id) inventory_item_id, quantity from inventory_history
            order by inventory_item_id, check_date desc) h
      where h.inventory_item_id = i.id`;
    await sql`analyze`;
    console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const months = await missingSnapshotMonths(db, now);
    const tJob = performance.now();
    let written = 0;
    for (const month of months) written += (await takeMonthlySnapshot(db, month)).inserted;
    await sql`analyze`;
    const perMonth = (performance.now() - tJob) / Math.max(1, months.length);
    console.log(
      `Monthly snapshot job: ${months.length} months, ${written.toLocaleString("en")} snapshots, ${perMonth.toFixed(0)} ms per month`,
    );

    const [item] = await sql<{ id: string; asset_id: string }[]>`
      select id, asset_id from inventory_items where organization_id = ${org.id} order by id limit 1 offset ${Math.min(777, Math.floor(ASSETS / 2))}`;
    if (!item) throw new Error("no item");
    const range = defaultSnapshotRange(now);
    const bounds = snapshotFilterBounds(range.fromMonth, range.toMonth);
    const listCase = (filters: Record<string, unknown>) =>
      snapshotListInput.parse({ filters: { ...range, ...filters }, page: 1, pageSize: 50 });

    const cases: Array<{ label: string; server: () => Promise<unknown>; bare: () => Promise<unknown> }> = [
      {
        label: "history screen (one item)",
        server: () => getInventoryHistory({ db, orgId: org.id }, { inventoryItemId: item.id }),
        // The same rows in one statement: item and asset, entries, their newest correction.
        bare: () => sql`
          select h.*, u.full_name, a.name, c.corrected_quantity
          from inventory_items i
          join assets a on a.id = i.asset_id
          join inventory_history h on h.inventory_item_id = i.id and not h.is_deleted
          left join users u on u.id = h.created_by
          left join lateral (
            select corrected_quantity from inventory_corrections
            where original_history_id = h.id and not is_deleted order by created_at desc limit 1
          ) c on true
          where i.organization_id = ${org.id} and i.id = ${item.id}
          order by h.check_date desc, h.created_at desc`,
      },
      {
        label: "history screen (by asset)",
        server: () => getInventoryHistory({ db, orgId: org.id }, { assetId: item.asset_id }),
        bare: () => sql`
          select h.* from inventory_items i join inventory_history h on h.inventory_item_id = i.id
          where i.organization_id = ${org.id} and i.asset_id = ${item.asset_id} and not i.is_deleted
            and not h.is_deleted
          order by h.check_date desc, h.created_at desc`,
      },
      {
        label: "snapshots, default range, page 1",
        server: () => listSnapshots({ db, orgId: org.id }, listCase({})),
        bare: () => sql`
          select * from monthly_inventory_snapshots
          where organization_id = ${org.id} and snapshot_date between ${bounds.start} and ${bounds.end}
            and not is_deleted
          order by snapshot_date desc, id desc limit 50`,
      },
      {
        label: 'snapshots, search "ivory"',
        server: () => listSnapshots({ db, orgId: org.id }, listCase({ search: "ivory" })),
        bare: () => sql`
          select * from monthly_inventory_snapshots
          where organization_id = ${org.id} and snapshot_date between ${bounds.start} and ${bounds.end}
            and not is_deleted and asset_name ilike '%ivory%'
          order by snapshot_date desc, id desc limit 50`,
      },
      {
        label: "snapshots, one month, page 100",
        server: () =>
          listSnapshots(
            { db, orgId: org.id },
            snapshotListInput.parse({
              filters: { fromMonth: range.fromMonth, toMonth: range.fromMonth },
              page: 100,
              pageSize: 50,
            }),
          ),
        bare: () => sql`
          select * from monthly_inventory_snapshots
          where organization_id = ${org.id}
            and snapshot_date between ${snapshotFilterBounds(range.fromMonth, range.fromMonth).start}
                                  and ${snapshotFilterBounds(range.fromMonth, range.fromMonth).end}
            and not is_deleted
          order by snapshot_date desc, id desc limit 50 offset 4950`,
      },
    ];

    console.log(`\n${RUNS} runs each after warm-up; goal: server ≤ 1.5× bare SQL and under ${BUDGET_MS} ms`);
    console.log(
      "case".padEnd(36),
      "server med".padStart(11),
      "p95".padStart(9),
      "bare med".padStart(10),
      "ratio".padStart(7),
      "p95<100".padStart(8),
    );
    for (const c of cases) {
      const server = await time(c.server);
      const bare = await time(c.bare);
      console.log(
        c.label.padEnd(36),
        `${server.median.toFixed(1)} ms`.padStart(11),
        `${server.p95.toFixed(1)} ms`.padStart(9),
        `${bare.median.toFixed(1)} ms`.padStart(10),
        `${(server.median / bare.median).toFixed(2)}×`.padStart(7),
        (server.p95 < BUDGET_MS ? "yes" : "NO").padStart(8),
      );
    }
  } finally {
    await close();
    await bench.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
