// Interleaved A/B of the import's commit on the services, in one process (issue 24: why the
// 10,000-row create commit went from 6.0 s to 18.4 s). Each round commits the same 10,000-row
// CSV into a fresh organization once per variant, in a rotated order, on one embedded
// PostgreSQL (durability off), printing each time with the 1-minute load average beside it.
//
//   npx tsx scripts/bench/import-ab.ts [rounds] [variant,…] [--rows=10000] [--undo]
//
// Variants (each switches one candidate off; `base` is the code as committed):
//   base          as is
//   force-all     the commit's whole transaction under `plan_cache_mode = force_custom_plan`, as
//                 before this branch (set right after its first statement, the advisory lock)
//   no-row-trig   the per-row list-change UPDATE triggers of assets and inventory_items disabled
//   no-list-trig  every list-change trigger of assets and inventory_items disabled
//   no-serial-idx without the (organization_id, serial_number) index of migration 0018
//   main          the services of another tree (--main-src=<folder holding its apps/server/src>,
//                 e.g. `git archive <commit> apps/server/src | tar -x -C .data/ab-main`): an A/B
//                 of two commits' code on one database
// `--big`: the bench's large organizations are seeded first (100,000 assets, the report's
// 20,000, the forms' 1,000), as the full `npm run bench` holds them beside the import.
// `--explain-ms=N`: auto_explain's threshold (with --explain).
// `--undo` also times committing a recount (every quantity changed) and undoing it.
// `--stats` runs PostgreSQL with pg_stat_statements (nested statements and planning counted:
// the triggers' INSERTs are listed apart) and prints each commit's top statements by
// planning + execution time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type Database, runMigrations, startEmbeddedPostgres } from "@stockroom/db";
import { sql as dsql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { commitImport } from "../../apps/server/src/services/imports/commit-import";
import { undoImport } from "../../apps/server/src/services/imports/undo-import";
import { entryAsCorrected, pgArray } from "../../apps/server/src/services/queries";
import { forecastEventsJson } from "../../apps/server/src/services/reorder/forecast-events";
import { LocalDiskStorage } from "../../apps/server/src/services/uploads/file-storage";
import { stockListCsv } from "./import";
import { startBenchDatabase } from "./pg";
import { seedReportOrg } from "./report-org";
import { seedAssetOrg, seedFormsOrg } from "./seed";

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const rowsArg = args.find((a) => a.startsWith("--rows="));
const ROWS = rowsArg ? Number(rowsArg.slice(7)) : 10_000;
const withUndo = args.includes("--undo");
const withStats = args.includes("--stats");
const explainMs = args.find((a) => a.startsWith("--explain-ms="))?.slice("--explain-ms=".length);
const withExplain = args.includes("--explain") || explainMs !== undefined;
/** --big: the bench's large organizations first (100,000 assets, the 20,000-asset report org, 1,000 forms assets), as `npm run bench` holds them. */
const withBig = args.includes("--big");
const ALL = ["base", "force-all", "no-row-trig", "no-list-trig", "no-serial-idx", "main"] as const;
const mainSrc = args.find((a) => a.startsWith("--main-src="))?.slice("--main-src=".length);
type Variant = (typeof ALL)[number];
const listed = args.find((a) => /^[a-z-]+(,[a-z-]+)*$/.test(a));
const variants = (listed ? listed.split(",") : ALL.filter((v) => v !== "main")) as Variant[];
if (variants.includes("main") && !mainSrc) throw new Error("the main variant needs --main-src=<folder>");
/** The services of the other tree (the `main` variant). */
const other = mainSrc
  ? {
      commitImport: (
        (await import(path.resolve(mainSrc, "apps/server/src/services/imports/commit-import.ts"))) as {
          commitImport: typeof commitImport;
        }
      ).commitImport,
      undoImport: (
        (await import(path.resolve(mainSrc, "apps/server/src/services/imports/undo-import.ts"))) as {
          undoImport: typeof undoImport;
        }
      ).undoImport,
    }
  : undefined;
const load1 = () => (os.loadavg()[0] ?? Number.NaN).toFixed(1);
const dialect = new PgDialect();

/** The db, whose transactions run `set local plan_cache_mode = force_custom_plan` after their first statement. */
function withForcedCustomPlans(db: Database): Database {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
        target.transaction(
          async (tx) =>
            fn(
              new Proxy(tx, {
                get(t, p, r) {
                  if (p !== "execute") return Reflect.get(t, p, r);
                  return async (query: SQL) => {
                    const result = await t.execute(query);
                    if (dialect.sqlToQuery(query).sql.includes("pg_advisory_xact_lock")) {
                      await t.execute(dsql`set local plan_cache_mode = force_custom_plan`);
                    }
                    return result;
                  };
                },
              }),
            ),
          config as never,
        );
    },
  }) as Database;
}

/** An embedded PostgreSQL (durability off, as the bench's) with pg_stat_statements loaded. */
async function statsDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-ab-pg-"));
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    settings: {
      fsync: "off",
      synchronous_commit: "off",
      full_page_writes: "off",
      shared_preload_libraries: withExplain ? "pg_stat_statements,auto_explain" : "pg_stat_statements",
      ...(withExplain
        ? {
            "auto_explain.log_min_duration": explainMs ?? "400",
            "auto_explain.log_buffers": "on",
            // The server's log (auto_explain's plans) into files of its own.
            logging_collector: "on",
            log_directory: "/tmp/import-ab-pglog",
            "auto_explain.log_analyze": "on",
            "auto_explain.log_nested_statements": "on",
          }
        : {}),
      "pg_stat_statements.track": "all",
      "pg_stat_statements.track_planning": "on",
    },
    // --explain: auto_explain's plans of statements over 400 ms, from the server's log.
    log: withExplain ? (line: string) => fs.appendFileSync("/tmp/import-ab-plans.log", `${line}\n`) : () => {},
  });
  const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database stockroom_ab`);
  await admin.end({ timeout: 5 });
  const url = new URL(pg.adminUrl);
  url.pathname = "/stockroom_ab";
  await runMigrations(url.toString());
  const s = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await s`create extension if not exists pg_stat_statements`;
  await s.end({ timeout: 5 });
  return {
    url: url.toString(),
    async stop() {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function printTopStatements(sql: postgres.Sql) {
  const top = await sql<{ q: string; calls: number; plan: number; exec: number; top: boolean }[]>`
    select regexp_replace(left(query, 110), '[[:space:]]+', ' ', 'g') as q, sum(calls)::int as calls,
           round(sum(total_plan_time)::numeric, 0)::float as plan, round(sum(total_exec_time)::numeric, 0)::float as exec,
           bool_and(toplevel) as top
      from pg_stat_statements
     where query not ilike '%pg_stat_statements%'
     group by 1 order by sum(total_plan_time + total_exec_time) desc limit 20`;
  const [sum] = await sql<{ plan: number; exec: number; nplan: number; nexec: number }[]>`
    select round(sum(total_plan_time) filter (where toplevel))::float as plan,
           round(sum(total_exec_time) filter (where toplevel))::float as exec,
           round(sum(total_plan_time) filter (where not toplevel))::float as nplan,
           round(sum(total_exec_time) filter (where not toplevel))::float as nexec
      from pg_stat_statements where query not ilike '%pg_stat_statements%'`;
  console.log(
    `      statements: planning ${sum?.plan} ms, execution ${sum?.exec} ms (of which nested, in triggers and functions: planning ${sum?.nplan} ms, execution ${sum?.nexec} ms)`,
  );
  for (const t of top) {
    console.log(
      `      ${String(t.calls).padStart(6)} calls  plan ${String(t.plan).padStart(6)} ms  exec ${String(t.exec).padStart(6)} ms  ${t.top ? "" : "(nested) "}${t.q}`,
    );
  }
}

/**
 * The stock-alert check's read (services/alerts/stock-alerts.ts readFacts) for one item of the
 * import's last rows, planned for its values, in both shapes of the asset's join, with the
 * statistics as they are, then after an ANALYZE of the tables the commit wrote (in a
 * transaction rolled back after, so the statistics stay as they were).
 */
async function explainFacts(db: Database, orgId: string, when0: string) {
  const [one] = await db.execute<{ id: string }>(dsql`select i.id from inventory_items i
    join assets a on a.id = i.asset_id where a.organization_id = ${orgId} and a.external_id = ${`E${ROWS - 9}`}`);
  const facts = (asset: SQL) => dsql`explain (analyze, buffers)
    select i.quantity, i.name, a.name as asset_name, t.name as asset_type_name,
           ${forecastEventsJson(orgId, dsql`i.id`, new Date())} as events
      from inventory_items i ${asset}
      left join asset_types t on t.id = i.asset_type_id and t.organization_id = i.organization_id
     where i.organization_id = ${orgId} and i.id = ${one?.id} and i.is_deleted = false`;
  const shapes = {
    "joined (c72842e)": dsql`join assets a on a.id = i.asset_id and a.organization_id = i.organization_id`,
    "by key, lateral": dsql`join lateral (select a.name from assets a
         where a.id = i.asset_id and a.organization_id = i.organization_id limit 1) a on true`,
  };
  await db
    .transaction(async (tx) => {
      await tx.execute(dsql`set local plan_cache_mode = force_custom_plan`);
      for (const when of [when0, "after analyze"]) {
        if (when === "after analyze") {
          const a0 = performance.now();
          await tx.execute(dsql`analyze inventory_history, inventory_items, assets`);
          console.log(`      (analyze of the three tables: ${(performance.now() - a0).toFixed(0)} ms)`);
        }
        for (const [shape, asset] of Object.entries(shapes)) {
          console.log(`    the stock-alert read, asset ${shape}, statistics ${when}:`);
          const lines = await tx.execute<{ "QUERY PLAN": string }>(facts(asset));
          for (const line of lines) console.log(`      ${line["QUERY PLAN"]}`);
        }
      }
      throw new Error("rolled back");
    })
    .catch((err: Error) => {
      if (err.message !== "rolled back") throw err;
    });
}

async function main() {
  const bench = withStats ? await statsDatabase() : await startBenchDatabase();
  const sql = postgres(bench.url, { max: 2, onnotice: () => {} });
  const handle = createDatabase(bench.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-ab-"));
  const storage = new LocalDiskStorage(dataDir);
  const csv = stockListCsv(ROWS, "Primer");
  const recount = stockListCsv(ROWS, "Primer", true);
  const times = new Map<Variant, number[]>(variants.map((v) => [v, []]));
  const undoTimes = new Map<Variant, number[]>(variants.map((v) => [v, []]));
  console.log(`import A/B: ${ROWS} rows, ${rounds} rounds, variants ${variants.join(", ")}; load ${load1()}`);
  if (withBig) {
    const t0 = performance.now();
    await seedFormsOrg(sql, 1_000);
    await seedAssetOrg(sql, "100k", 100_000);
    await seedReportOrg(sql, 20_000);
    console.log(
      `  beside the bench's large organizations (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  try {
    let n = 0;
    for (let round = 0; round < rounds; round++) {
      const order = variants.map((_, i) => variants[(i + round) % variants.length] as Variant);
      for (const variant of order) {
        n++;
        const org = await seedAssetOrg(sql, `ab${n}`, 0);
        const [user] = await sql<{ id: string }[]>`select id from users where email = ${org.email}`;
        const actorId = user?.id ?? "";
        const put = async (name: string, text: string) => {
          const key = `ab-${n}-${name}`;
          await storage.put("imports", key, Buffer.from(text));
          await sql`insert into uploads (organization_id, bucket, key, original_name, content_type, size, uploaded_by)
                    values (${org.orgId}, 'imports', ${key}, ${name}, 'text/csv', ${text.length}, ${actorId})`;
          return `/files/imports/${key}`;
        };
        const file = await put("10k.csv", csv);
        if (variant === "no-row-trig") {
          await sql`alter table assets disable trigger assets_list_change_update`;
          await sql`alter table inventory_items disable trigger inventory_items_list_change_update`;
        }
        if (variant === "no-list-trig") {
          for (const t of ["assets", "inventory_items"]) {
            for (const op of ["insert", "update", "delete"]) {
              await sql.unsafe(`alter table ${t} disable trigger ${t}_list_change_${op}`);
            }
          }
        }
        if (variant === "no-serial-idx") await sql`drop index if exists assets_org_serial_number_idx`;
        await sql`vacuum analyze`;
        if (withStats) await sql`select pg_stat_statements_reset()`;
        const db = variant === "force-all" ? withForcedCustomPlans(handle.db) : handle.db;
        const ctx = { db, orgId: org.orgId, actorId, storage };
        try {
          const l0 = load1();
          const t0 = performance.now();
          const services = variant === "main" && other ? other : { commitImport, undoImport };
          const result = await services.commitImport(ctx, { file, matchKey: "external_id" });
          const ms = performance.now() - t0;
          if (result.counts.created !== ROWS) throw new Error(`created ${result.counts.created}`);
          times.get(variant)?.push(ms);
          if (withExplain) await explainFacts(handle.db, org.orgId, "after the create commit");
          let undoNote = "";
          if (withUndo) {
            const file2 = await put("10k-recount.csv", recount);
            if (withStats) {
              await printTopStatements(sql);
              await sql`select pg_stat_statements_reset()`;
            }
            const c = performance.now();
            const updated = await services.commitImport(ctx, { file: file2, matchKey: "external_id" });
            const commitMs = performance.now() - c;
            if (withStats) {
              console.log(`    update commit ${(commitMs / 1000).toFixed(2)} s:`);
              await printTopStatements(sql);
              await sql`select pg_stat_statements_reset()`;
            }
            if (withExplain) {
              const ids = await sql<
                { id: string }[]
              >`select id from inventory_items where organization_id = ${org.orgId} limit 1000`;
              const c = entryAsCorrected("e");
              const plan = await handle.db.transaction(async (tx) => {
                await tx.execute(dsql`set local plan_cache_mode = force_custom_plan`);
                return tx.execute<{ "QUERY PLAN": string }>(dsql`explain (analyze, buffers)
                  select distinct on (e.inventory_item_id) e.inventory_item_id, ${c.quantity} as quantity
                    from unnest(${pgArray(ids.map((r) => r.id))}::uuid[]) as x(id)
                    join inventory_items it on it.organization_id = ${org.orgId} and it.id = x.id
                    join inventory_history e on e.inventory_item_id = it.id and e.organization_id = it.organization_id
                    ${c.join}
                   where e.is_deleted = false and e.event_type <> 'deleted'
                   order by e.inventory_item_id, e.check_date desc, e.created_at desc, e.id desc`);
              });
              for (const line of plan) console.log(`      ${line["QUERY PLAN"]}`);
              await explainFacts(handle.db, org.orgId, "after the update commit");
            }
            const u0 = performance.now();
            await services.undoImport({ db, orgId: org.orgId, actorId }, updated.batchId);
            const undoMs = performance.now() - u0;
            if (withStats) console.log(`    undo ${(undoMs / 1000).toFixed(2)} s:`);
            undoTimes.get(variant)?.push(undoMs);
            undoNote = `; update commit ${(commitMs / 1000).toFixed(2)} s, undo ${(undoMs / 1000).toFixed(2)} s (load ${load1()})`;
          }
          if (withStats) await printTopStatements(sql);
          console.log(
            `  round ${round + 1} ${variant.padEnd(14)} commit ${(ms / 1000).toFixed(2).padStart(6)} s  load ${l0} → ${load1()}${undoNote}`,
          );
        } finally {
          if (variant === "no-row-trig" || variant === "no-list-trig") {
            await sql`alter table assets enable trigger all`;
            await sql`alter table inventory_items enable trigger all`;
          }
          if (variant === "no-serial-idx") {
            await sql`create index if not exists assets_org_serial_number_idx on assets using btree (organization_id, serial_number) where serial_number is not null`;
          }
        }
      }
    }
    const med = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      if (s.length === 0) return 0;
      return ((s[Math.floor((s.length - 1) / 2)] as number) + (s[Math.ceil((s.length - 1) / 2)] as number)) / 2;
    };
    console.log(`medians (load now ${load1()}):`);
    for (const v of variants) {
      const xs = times.get(v) ?? [];
      const us = undoTimes.get(v) ?? [];
      console.log(
        `  ${v.padEnd(14)} commit ${(med(xs) / 1000).toFixed(2)} s of [${xs.map((x) => (x / 1000).toFixed(2)).join(", ")}]${us.length ? `; undo ${(med(us) / 1000).toFixed(2)} s` : ""}`,
      );
    }
  } finally {
    await handle.close();
    await sql.end({ timeout: 5 });
    await bench.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
