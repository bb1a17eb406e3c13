// `npx tsx scripts/bench/import.ts`: the speed of the spreadsheet import (issue 24). A
// 10,000-row CSV is previewed (budget 5 s) and committed (budget 20 s), then committed again
// (all unchanged); a 100,000-row CSV is previewed with the process's RSS sampled (budget:
// under 300 MB above idle). Prints ms, rows per second and the ratio to each budget.
//
// Service-level (previewImport / commitImport on a throwaway embedded PostgreSQL, or
// DATABASE_URL's server in a database of its own), not over HTTP. Not a test: numbers
// vary by machine and its load, which is printed beside them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { IMPORTS_BUCKET, importOptionsInput } from "@stockroom/core";
import { createDatabase } from "@stockroom/db";
import { commitImport } from "../../apps/server/src/services/imports/commit-import";
import { previewImport } from "../../apps/server/src/services/imports/preview-import";
import { fileStorageFor } from "../../apps/server/src/services/uploads/file-storage";
import { startBenchDatabase } from "./pg";

const PREVIEW_BUDGET_MS = 5_000;
const COMMIT_BUDGET_MS = 20_000;
const RSS_BUDGET_MB = 300;

function csvOf(rows: number): string {
  const lines = ["External ID,Name,Asset type,Description,Serial number,Quantity,Unit,Cost,Location"];
  for (let i = 1; i <= rows; i++) {
    lines.push(`E${i},Item ${i},Paint,"Can ${i}, 1 gal",S${i},${i % 97},each,${(i % 50) + 0.25},Aisle ${i % 20}`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function main() {
  const bench = await startBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-bench-import-"));
  const storage = fileStorageFor({ dataDir });
  try {
    const { db, sql, close } = createDatabase(bench.url, { max: 4 });
    const [org] = await sql<{ id: string }[]>`insert into organizations (name) values ('Bench import') returning id`;
    const [user] = await sql<{ id: string }[]>`insert into users (email) values ('bench@import.test') returning id`;
    await sql`insert into asset_types (organization_id, name) values (${org?.id as string}, 'Paint')`;
    const orgId = org?.id as string;
    const actorId = user?.id as string;
    const put = async (name: string, text: string) => {
      const key = `${name}-${Date.now()}.csv`;
      await storage.put(IMPORTS_BUCKET, key, Buffer.from(text));
      await sql`insert into uploads (organization_id, bucket, key, original_name, content_type, size, uploaded_by)
        values (${orgId}, ${IMPORTS_BUCKET}, ${key}, ${name}, 'text/csv', ${text.length}, ${actorId})`;
      return importOptionsInput.parse({ file: `/files/${IMPORTS_BUCKET}/${key}`, matchKey: "external_id" });
    };
    const ctx = { db, orgId, actorId, storage };
    const load = () => os.loadavg()[0]?.toFixed(2);

    console.log("| step | rows | ms | rows/s | ms / budget | load avg |");
    console.log("|---|---:|---:|---:|---:|---:|");
    const tenK = await put("10k.csv", csvOf(10_000));
    const time = async (step: string, rows: number, budget: number | null, run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      const ms = performance.now() - start;
      const ratio = budget ? (ms / budget).toFixed(2) : "–";
      console.log(
        `| ${step} | ${rows} | ${ms.toFixed(0)} | ${((rows / ms) * 1000).toFixed(0)} | ${ratio} | ${load()} |`,
      );
    };
    await time("preview (all new)", 10_000, PREVIEW_BUDGET_MS, () => previewImport(ctx, tenK));
    await time("commit (create)", 10_000, COMMIT_BUDGET_MS, () => commitImport(ctx, tenK));
    await time("preview (all unchanged)", 10_000, PREVIEW_BUDGET_MS, () => previewImport(ctx, tenK));
    await time("commit (unchanged)", 10_000, COMMIT_BUDGET_MS, () => commitImport(ctx, tenK));

    const hundredK = await put("100k.csv", csvOf(100_000));
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    await time("preview 100k (10k matched)", 100_000, null, () => previewImport(ctx, hundredK));
    clearInterval(sampler);
    const above = (peak - idle) / 1024 / 1024;
    console.log(
      `\n100k preview: peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB, ${above.toFixed(0)} MB above idle (budget ${RSS_BUDGET_MB} MB, ratio ${(above / RSS_BUDGET_MB).toFixed(2)})`,
    );
    await close();
  } finally {
    await bench.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
