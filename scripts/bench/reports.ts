// `npx tsx scripts/bench/reports.ts`: server time of a latest-mode report (every page,
// 1,000 assets a page, up to 3 submissions each) and of the Data Quality figures over
// 5,000 / 10,000 / 20,000 assets of one organization. Budget (issue 13): the 20,000-asset
// report under 2 s, growing linearly. Prints ms and ms per 1,000 assets.
//
// Runs on a throwaway embedded PostgreSQL in the temp folder (or DATABASE_URL's server,
// in a database of its own that is dropped at the end). Not a test: numbers vary by machine.
import { performance } from "node:perf_hooks";
import { monthKey, REPORT_MAX_PAGE_SIZE, reportGenerateInput } from "@stockroom/core";
import { createDatabase } from "@stockroom/db";
import { getDataQuality } from "../../apps/server/src/services/data-quality/get-data-quality";
import { generateReportPage } from "../../apps/server/src/services/reports/generate-report-page";
import { startBenchDatabase } from "./pg";

const SIZES = [5_000, 10_000, 20_000];
const BUDGET_MS = 2_000;

async function main() {
  const bench = await startBenchDatabase();
  try {
    const { db, sql, close } = createDatabase(bench.url, { max: 4 });
    const month = monthKey(new Date());
    console.log("| assets | report pages | rows | report ms | ms / 1k assets | report / budget | data quality ms |");
    console.log("|---:|---:|---:|---:|---:|---:|---:|");
    for (const size of SIZES) {
      const [org] = await sql<
        { id: string }[]
      >`insert into organizations (name) values (${`Bench ${size}`}) returning id`;
      const orgId = org?.id as string;
      const [type] = await sql<{ id: string }[]>`
        insert into asset_types (organization_id, name) values (${orgId}, 'Paint') returning id`;
      const fields = [
        { id: "field_1", label: "Quantity", type: "number", inventory_action: "set" },
        { id: "field_13", label: "Ending Balance", type: "number" },
        { id: "field_2", label: "Notes", type: "text" },
      ];
      const [form] = await sql<{ id: string }[]>`
        insert into forms (organization_id, name, form_data) values (${orgId}, 'Count', ${JSON.stringify({ fields })}::jsonb)
        returning id`;
      await sql`
        insert into asset_type_forms (organization_id, asset_type_id, form_id, purpose)
        values (${orgId}, ${type?.id as string}, ${form?.id as string}, 'inventory')`;
      await sql`
        with a as (
          insert into assets (organization_id, asset_type_id, name)
          select ${orgId}, ${type?.id as string}, 'Asset ' || lpad(g::text, 6, '0') from generate_series(1, ${size}) g
          returning id, name)
        insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity)
        select ${orgId}, a.id, ${type?.id as string}, a.name, (random() * 100)::int from a`;
      await sql`
        insert into inventory_history (organization_id, inventory_item_id, check_type, event_type, quantity, month_year)
        select ${orgId}, i.id, 'initial', 'intake', i.quantity, ${month} from inventory_items i
        where i.organization_id = ${orgId}`;
      await sql`
        insert into form_submissions (organization_id, form_id, asset_id, asset_type_id, submission_data, month_year, created_at)
        select ${orgId}, ${form?.id as string}, a.id, a.asset_type_id,
               jsonb_build_object('field_1', n * 3, 'field_13', n * 3, 'field_2', 'ok'),
               to_char(now() - (n || ' days')::interval, 'YYYY-MM'), now() - (n || ' days')::interval
        from assets a cross join generate_series(1, 4) n where a.organization_id = ${orgId}`;
      await sql`analyze`;

      const input = reportGenerateInput.parse({
        dateRangeType: "all_time",
        viewMode: "latest",
        pageSize: REPORT_MAX_PAGE_SIZE,
      });
      const started = performance.now();
      let cursor = null as typeof input.cursor;
      let pages = 0;
      let rows = 0;
      do {
        const page = await generateReportPage({ db, orgId }, { ...input, cursor });
        pages++;
        rows += page.rows.length;
        cursor = page.nextCursor;
      } while (cursor);
      const reportMs = performance.now() - started;
      const dq = performance.now();
      await getDataQuality({ db, orgId });
      const dqMs = performance.now() - dq;
      console.log(
        `| ${size.toLocaleString("en-US")} | ${pages} | ${rows.toLocaleString("en-US")} | ${reportMs.toFixed(0)} | ${(
          reportMs / (size / 1000)
        ).toFixed(1)} | ${(reportMs / BUDGET_MS).toFixed(2)} | ${dqMs.toFixed(0)} |`,
      );
    }
    await close();
  } finally {
    await bench.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
