// `npx tsx scripts/bench/assets-list.ts [assetCount]`: how fast the /assets grid answers
// with 20,000 assets in one organization. Budget (issue 5): the first page with a search
// term under 100 ms on the server. Prints the median and p95 of each query and the ratio
// to the budget, plus the size of one answer (a page, never the whole list).
//
// Runs on a throwaway embedded PostgreSQL in the temp folder (or DATABASE_URL's server,
// in a database of its own that is dropped at the end). Not a test: numbers vary by machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { assetListInput } from "@stockroom/core";
import {
  assets,
  assetTypes,
  createDatabase,
  inventoryItems,
  organizationMembers,
  organizations,
  runMigrations,
  schema,
  startEmbeddedPostgres,
  users,
} from "@stockroom/db";
import { createTRPCClient, httpLink } from "@trpc/client";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import superjson from "superjson";
import { hashPassword } from "../../apps/server/src/auth/password";
import { loadConfig } from "../../apps/server/src/env";
import type { AppRouter } from "../../apps/server/src/router";
import { createServer } from "../../apps/server/src/server";
import { listAssets } from "../../apps/server/src/services/assets/list-assets";

const ASSETS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20_000);
/** `--explain`: print PostgreSQL's plan of each case as well. */
const EXPLAIN = process.argv.includes("--explain");
const BUDGET_MS = 100;
const RUNS = 40;

const COLOURS = ["White", "Black", "Ivory", "Slate", "Crimson", "Ocean", "Forest", "Sand", "Charcoal", "Sky"];
const KINDS = ["Exterior Paint", "Interior Paint", "Primer", "Lacquer", "Stain", "Hinge", "Bolt", "Bracket", "Sealant"];
const SIZES = ["1qt", "1gal", "5gal", "pack of 10", "pack of 50", "single"];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length] as T;
}

async function main() {
  let stop = async () => {};
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-bench-"));
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "pg"),
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
      log: () => {},
    });
    adminUrl = pg.adminUrl;
    stop = async () => {
      await pg.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const dbName = `stockroom_bench_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  await runMigrations(dbUrl);
  const { db, sql, close } = createDatabase(dbUrl, { max: 4 });
  // A second handle that records its SQL, so --explain can ask PostgreSQL for the plans.
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const explainDb = drizzle(sql, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  });
  const server = await createServer({
    config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STOCKROOM_WEB_DIST: "/nonexistent" }),
    databaseUrl: dbUrl,
  });
  try {
    console.log(`Seeding ${ASSETS.toLocaleString("en")} assets in one organization (and 2,000 in another)…`);
    const [org] = await db.insert(organizations).values({ name: "Bench Supply" }).returning();
    const [other] = await db.insert(organizations).values({ name: "Noise Org" }).returning();
    if (!org || !other) throw new Error("no organization");
    const [user] = await db
      .insert(users)
      .values({ email: "bench@stockroom.local", passwordHash: await hashPassword("bench-password") })
      .returning();
    if (!user) throw new Error("no user");
    await db.insert(organizationMembers).values({ organizationId: org.id, userId: user.id, role: "admin" });
    const types = await db
      .insert(assetTypes)
      .values(KINDS.map((name) => ({ organizationId: org.id, name })))
      .returning({ id: assetTypes.id });
    const [otherType] = await db
      .insert(assetTypes)
      .values({ organizationId: other.id, name: "Noise" })
      .returning({ id: assetTypes.id });

    const seed = async (orgId: string, count: number, typeIds: string[]) => {
      for (let start = 0; start < count; start += 1000) {
        const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
          const i = start + k;
          const kind = pick(KINDS, i);
          return {
            organizationId: orgId,
            assetTypeId: pick(typeIds, KINDS.indexOf(kind)),
            name: `${pick(COLOURS, Math.floor(i / KINDS.length))} ${kind} ${pick(SIZES, i * 7)} #${i}`,
            description: i % 4 === 0 ? `Batch ${i % 97} from supplier ${pick(COLOURS, i * 3)} Trading` : null,
            serialNumber: `SN-${orgId.slice(0, 4)}-${String(i).padStart(7, "0")}`,
            assetId: i % 2 === 0 ? `AST-${String(i).padStart(6, "0")}` : null,
            status: i % 11 === 0 ? "maintenance" : i % 29 === 0 ? "retired" : "active",
            metadata: { location: `Aisle ${i % 40}` },
          };
        });
        const inserted = await db
          .insert(assets)
          .values(rows)
          .returning({ id: assets.id, assetTypeId: assets.assetTypeId });
        await db.insert(inventoryItems).values(
          inserted.map((a, k) => ({
            organizationId: orgId,
            assetId: a.id,
            assetTypeId: a.assetTypeId,
            name: rows[k]?.name ?? "",
            quantity: (start + k) % 120,
          })),
        );
      }
    };
    await seed(
      org.id,
      ASSETS,
      types.map((t) => t.id),
    );
    await seed(other.id, 2000, [otherType?.id ?? ""]);
    await sql`analyze`;

    const cases: Array<{ label: string; input: Record<string, unknown> }> = [
      { label: 'search "white" (first page)', input: { search: "white" } },
      { label: 'search "lacquer 5gal"', input: { search: "lacquer 5gal" } },
      { label: 'search "SN-" + 7 digits', input: { search: `${String(12345).padStart(7, "0")}` } },
      { label: 'search "supplier ivory"', input: { search: "supplier ivory" } },
      { label: 'search "ab" (too short for trigrams)', input: { search: "ab" } },
      { label: "no search, by name", input: {} },
      { label: "no search, by type, desc", input: { sort: "asset_type", direction: "desc" } },
      {
        label: 'search "paint" + status + type',
        input: { search: "paint", status: "active", assetTypeId: types[0]?.id },
      },
      { label: 'search "white", page 40', input: { search: "white", page: 40 } },
    ];

    const stats = (times: number[]) => {
      const sorted = [...times].sort((x, y) => x - y);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      return { median: at(0.5), p95: at(0.95) };
    };

    console.log(`\nService (listAssets, one query), ${RUNS} runs each after warm-up; budget ${BUDGET_MS} ms`);
    console.log(
      "case".padEnd(40),
      "total".padStart(7),
      "median".padStart(9),
      "p95".padStart(9),
      "p95/budget".padStart(11),
    );
    for (const c of cases) {
      const input = assetListInput.parse(c.input);
      for (let i = 0; i < 5; i++) await listAssets({ db, orgId: org.id }, input);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await listAssets({ db, orgId: org.id }, input);
        times.push(performance.now() - t0);
        total = res.total;
      }
      const s = stats(times);
      if (EXPLAIN) {
        captured.length = 0;
        await listAssets({ db: explainDb, orgId: org.id }, input);
        for (const q of captured) {
          const plan = await sql.unsafe(`explain analyze ${q.query}`, q.params as never[]);
          console.log(`\n-- ${c.label}\n${plan.map((r) => r["QUERY PLAN"]).join("\n")}`);
        }
      }
      console.log(
        c.label.padEnd(40),
        String(total).padStart(7),
        `${s.median.toFixed(1)} ms`.padStart(9),
        `${s.p95.toFixed(1)} ms`.padStart(9),
        (s.p95 / BUDGET_MS).toFixed(2).padStart(11),
      );
    }

    // The same first page through the real HTTP API (session, tRPC, superjson, JSON size).
    const address = await server.start(0, "127.0.0.1");
    let cookie = "";
    const fetchWithCookie: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set("cookie", cookie);
      const res = await fetch(input, { ...init, headers });
      const set = res.headers.getSetCookie()[0];
      if (set) cookie = set.split(";")[0] ?? "";
      return res;
    };
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${address}/trpc`, transformer: superjson, fetch: fetchWithCookie })],
    });
    await client.auth.signIn.mutate({ email: "bench@stockroom.local", password: "bench-password" });
    for (let i = 0; i < 5; i++) await client.assets.list.query({ search: "white" });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await client.assets.list.query({ search: "white" });
      times.push(performance.now() - t0);
    }
    const page = await client.assets.list.query({ search: "white" });
    const bytes = Buffer.byteLength(superjson.stringify(page));
    const s = stats(times);
    console.log(
      `\nHTTP round trip, first page of 'white' (${page.items.length} of ${page.total} rows, ${bytes.toLocaleString("en")} bytes):`,
      `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p95/budget ${(s.p95 / BUDGET_MS).toFixed(2)}`,
    );
  } finally {
    await server.stop();
    await close();
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end({ timeout: 5 });
    await stop();
  }
}

await main();
