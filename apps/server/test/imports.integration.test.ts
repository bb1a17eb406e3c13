import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { IMPORTS_BUCKET } from "@stockroom/core";
import {
  activityLog,
  assets,
  domainEvents,
  importBatches,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  uploads,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import XLSX from "sheetjs-style";
import { beforeAll, describe, expect, it } from "vitest";
import { commitImport } from "../src/services/imports/commit-import";
import { recordInventoryCorrectionsBatch } from "../src/services/inventory/record-inventory-corrections-batch";
import { ANALYZE_AFTER_ROWS } from "../src/services/queries/analyze-tables";
import { LocalDiskStorage } from "../src/services/uploads/file-storage";
import {
  createOrganization,
  createUser,
  failure,
  type OrgFixture,
  setUpTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
  twoOrganizations,
} from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTestApp(
  async (app) => {
    t = app;
    ({ a, b } = await twoOrganizations(t, "imports"));
    await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
    await b.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  },
  { LOG_LEVEL: "error" },
);

async function upload(c: TestClient, name: string, data: Buffer | string): Promise<string> {
  const form = new FormData();
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await c.fetch(`${t.baseUrl}/api/uploads/imports`, { method: "POST", body: form });
  const body = (await res.json()) as { url?: string; error?: string };
  if (res.status !== 201 || !body.url) throw new Error(`upload failed: ${res.status} ${body.error}`);
  return body.url;
}

async function assetCount(orgId: string): Promise<number> {
  const [row] = await t.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(assets)
    .where(eq(assets.organizationId, orgId));
  return row?.n ?? 0;
}

const CSV = [
  "External ID,Name,Asset type,Quantity,Unit,Cost,Location",
  "E1,Drill,Tools,5,each,12.50,Shelf A",
  "E2,Saw,Tools,3,box,7,Shelf B",
  'E3,"Hammer, claw",Tools,0,each,4,"Van ""2"""',
].join("\r\n");

describe("preview, commit, idempotence and undo", () => {
  let batchId: string;

  it("previews every row as create with totals, maps the headers automatically and writes nothing", async () => {
    const file = await upload(a.admin, "stock.csv", CSV);
    const before = await assetCount(a.org.id);
    const preview = await a.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview.mapping).toEqual(["external_id", "name", "asset_type", "quantity", "unit", "cost", "location"]);
    expect(preview.mappingSource).toBe("automatic");
    expect(preview.totals).toEqual({ create: 3, update: 0, unchanged: 0, error: 0 });
    expect(preview.rows.map((r) => [r.row, r.outcome, r.name])).toEqual([
      [2, "create", "Drill"],
      [3, "create", "Saw"],
      [4, "create", "Hammer, claw"],
    ]);
    expect(await assetCount(a.org.id)).toBe(before);
  });

  it("commits all rows through intake events naming the import, a batch row and 'Imported 3 assets'", async () => {
    const file = await upload(a.admin, "stock.csv", CSV);
    const result = await a.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    expect(result.counts).toEqual({ created: 3, updated: 0, unchanged: 0 });
    batchId = result.batchId;
    const rows = await t.db.db
      .select({ name: assets.name, quantity: inventoryItems.quantity, location: inventoryItems.location })
      .from(assets)
      .innerJoin(inventoryItems, eq(inventoryItems.assetId, assets.id))
      .where(and(eq(assets.organizationId, a.org.id), eq(assets.isDeleted, false)))
      .orderBy(assets.name);
    expect(rows).toEqual([
      { name: "Drill", quantity: 5, location: "Shelf A" },
      { name: "Hammer, claw", quantity: 0, location: 'Van "2"' },
      { name: "Saw", quantity: 3, location: "Shelf B" },
    ]);
    const events = await t.db.db
      .select({ type: inventoryHistory.eventType, data: inventoryHistory.responseData })
      .from(inventoryHistory)
      .where(eq(inventoryHistory.organizationId, a.org.id));
    expect(events).toHaveLength(3);
    for (const e of events) {
      expect(e.type).toBe("intake");
      expect(e.data).toMatchObject({ source: "import", import_batch_id: batchId, file_name: "stock.csv" });
    }
    const [batch] = await t.db.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    expect(batch).toMatchObject({ fileName: "stock.csv", counts: { created: 3, updated: 0, unchanged: 0 } });
    const log = await t.db.db.select().from(activityLog).where(eq(activityLog.entityId, batchId));
    expect(log.map((l) => l.description)).toEqual(["Imported 3 assets"]);
  });

  it("previews the same file again as unchanged, and committing it changes nothing", async () => {
    const file = await upload(a.admin, "stock.csv", CSV);
    const preview = await a.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview.totals).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
    const historyBefore = await t.db.db.$count(inventoryHistory, eq(inventoryHistory.organizationId, a.org.id));
    const again = await a.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect(await t.db.db.$count(inventoryHistory, eq(inventoryHistory.organizationId, a.org.id))).toBe(historyBefore);
    expect(await assetCount(a.org.id)).toBe(3);
  });

  it("shows an update's diff (old → new), sets the quantity by an adjustment event, and undo restores it by a correction", async () => {
    const changed = ["External ID,Name,Quantity,Location", "E1,Drill,9,Shelf C", "E2,Saw,3,Shelf B"].join("\n");
    const file = await upload(a.admin, "changes.csv", changed);
    const preview = await a.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview.totals).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 });
    const update = preview.rows.find((r) => r.outcome === "update");
    expect(update?.changes).toEqual([
      { field: "location", old: "Shelf A", new: "Shelf C" },
      { field: "quantity", old: "5", new: "9" },
    ]);
    const result = await a.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    const [drill] = await t.db.db
      .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.organizationId, a.org.id), eq(inventoryItems.name, "Drill")));
    expect(drill?.quantity).toBe(9);
    const undo = await a.admin.trpc.assets.import.undo.mutate({ batchId: result.batchId });
    expect(undo.undone).toBe(1);
    const [after] = await t.db.db
      .select({ quantity: inventoryItems.quantity, location: inventoryItems.location })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, drill?.id as string));
    expect(after).toEqual({ quantity: 5, location: "Shelf A" });
    const corrections = await t.db.db
      .select({ reason: inventoryCorrections.correctionReason, q: inventoryCorrections.correctedQuantity })
      .from(inventoryCorrections)
      .where(eq(inventoryCorrections.organizationId, a.org.id));
    expect(corrections).toEqual([{ reason: 'Undo of import "changes.csv"', q: 5 }]);
    // The original adjustment is still there: history shows what happened.
    const adjustments = await t.db.db.$count(
      inventoryHistory,
      and(eq(inventoryHistory.inventoryItemId, drill?.id as string), eq(inventoryHistory.eventType, "adjustment")),
    );
    expect(adjustments).toBe(1);
    expect((await failure(a.admin.trpc.assets.import.undo.mutate({ batchId: result.batchId }))).message).toBe(
      "This import has already been undone.",
    );
  });

  it("refuses to undo when an imported item was counted later, then soft-deletes the created assets once it may", async () => {
    const [saw] = await t.db.db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.organizationId, a.org.id), eq(inventoryItems.name, "Saw")));
    await a.admin.trpc.inventory.items.recordCheck.mutate({ id: saw?.id as string, quantity: 2, notes: "count" });
    const refused = await failure(a.admin.trpc.assets.import.undo.mutate({ batchId }));
    expect(refused.message).toBe(
      'This import cannot be undone: 1 of its items was counted after it ("Saw"). Correct those counts instead.',
    );
    expect(await t.db.db.$count(assets, and(eq(assets.organizationId, a.org.id), eq(assets.isDeleted, true)))).toBe(0);
  });

  it("soft-deletes what a batch created", async () => {
    const file = await upload(a.admin, "new.csv", "External ID,Name,Asset type,Quantity\nN1,Ladder,Tools,2\n");
    const result = await a.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    await a.admin.trpc.assets.import.undo.mutate({ batchId: result.batchId });
    const [ladder] = await t.db.db.select().from(assets).where(eq(assets.externalId, "N1"));
    expect(ladder).toMatchObject({ isDeleted: true });
    expect(ladder?.deletedAt).not.toBeNull();
    const batches = await a.admin.trpc.assets.import.batches.query();
    expect(batches[0]).toMatchObject({ fileName: "new.csv", status: "undone" });
  });
});

describe("errors", () => {
  it("marks duplicate keys, bad quantities and unknown units and types per row, and the error CSV adds an 'error' column", async () => {
    const text = [
      "External ID,Name,Asset type,Quantity,Unit",
      "D1,One,Tools,1,each",
      "D1,Two,Tools,2,each",
      'D3,Three,Tools,"1,5",each',
      "D4,Four,Tools,-3,each",
      "D5,Five,Tools,1,furlong",
      "D6,Six,Gadgets,1,each",
      "D7,=SUM(A1),Tools,1,each",
    ].join("\n");
    const file = await upload(b.admin, "bad.csv", text);
    const preview = await b.admin.trpc.assets.import.preview.mutate({
      file,
      matchKey: "external_id",
      outcome: "error",
    });
    expect(preview.totals).toEqual({ create: 2, update: 0, unchanged: 0, error: 5 });
    expect(preview.rows.map((r) => [r.row, r.errors])).toEqual([
      [
        3,
        [
          {
            column: "External ID",
            message: 'External ID "D1" is also in row 2; each row must have its own external id',
          },
        ],
      ],
      [4, [{ column: "Quantity", message: 'Quantity must use "." for decimals and no thousands separators' }]],
      [5, [{ column: "Quantity", message: "Quantity cannot be negative" }]],
      [
        6,
        [
          {
            column: "Unit",
            message:
              "Unit must be one of: each, gallon, bucket, part, linear_foot, square_foot, pound, kilogram, box, case, set",
          },
        ],
      ],
      [7, [{ column: "Asset type", message: 'Asset type "Gadgets" does not exist in this organization' }]],
    ]);
    const csv = await b.admin.trpc.assets.import.errorCsv.mutate({ file, matchKey: "external_id" });
    expect(csv.fileName).toBe("bad-errors.csv");
    const lines = csv.csv.split("\r\n");
    expect(lines[0]).toBe("External ID,Name,Asset type,Quantity,Unit,error");
    expect(lines[2]).toBe(
      'D3,Three,Tools,"1,5",each,"Row 4: Quantity: Quantity must use ""."" for decimals and no thousands separators"',
    );
    expect(lines).toHaveLength(6);
    const before = await assetCount(b.org.id);
    const refused = await failure(b.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" }));
    expect(refused.message).toMatch(
      /^Row 3 has an error \(External ID: .*\)\. Nothing was imported; fix the rows with errors and try again\.$/,
    );
    expect(await assetCount(b.org.id)).toBe(before);
  });

  it("shows a mapping without the key column as the preview's problem, and commit refuses it", async () => {
    const file = await upload(b.admin, "nokey.csv", "Code,Name\nK1,Thing\n");
    const preview = await b.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview).toMatchObject({
      headers: ["Code", "Name"],
      mapping: [null, "name"],
      problem: "Map a column to External ID: rows are matched to existing assets by it.",
      total: 0,
    });
    const refused = await failure(b.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" }));
    expect(refused.message).toBe("Map a column to External ID: rows are matched to existing assets by it.");
  });

  it("creates a missing type only when asked", async () => {
    const file = await upload(b.admin, "types.csv", "External ID,Name,Asset type\nT1,Widget,Gizmos\n");
    const preview = await b.admin.trpc.assets.import.preview.mutate({
      file,
      matchKey: "external_id",
      createTypes: true,
    });
    expect(preview.totals.create).toBe(1);
    await b.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id", createTypes: true });
    const types = await b.admin.trpc.assetTypes.list.query({});
    expect(JSON.stringify(types)).toContain("Gizmos");
  });

  it("is for managers and admins only", async () => {
    const file = await upload(b.member, "m.csv", "External ID,Name\nM1,x\n");
    const denied = await failure(b.member.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" }));
    expect(denied.message).toBe("Only a manager or an admin can import assets.");
    // Another organization's file is not found.
    const other = await failure(a.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" }));
    expect(other.message).toBe("The uploaded file was not found. Upload it again.");
  });
});

describe("bad input gets a clear message and writes nothing", () => {
  let c: OrgFixture;
  beforeAll(async () => {
    const org = await createOrganization(t.db.db, "imports bad");
    const email = `bad.${Date.now()}@test.local`;
    await createUser(t.db.db, { email, password: "test-password", org: { id: org.id, role: "manager" } });
    const admin = await signedInClient(t, email);
    await admin.trpc.assetTypes.create.mutate({ name: "Tools" });
    c = { ...a, org, admin };
  });

  async function refused(name: string, data: Buffer | string, message: string | RegExp) {
    const file = await upload(c.admin, name, data);
    const before = await assetCount(c.org.id);
    // One call at a time: a second promise made up front rejects unawaited meanwhile.
    for (const call of [
      () => c.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" }),
      () => c.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" }),
    ]) {
      const err = await failure(call());
      expect(err.data?.httpStatus).toBe(400);
      if (typeof message === "string") expect(err.message).toBe(message);
      else expect(err.message).toMatch(message);
    }
    expect(await assetCount(c.org.id)).toBe(before);
  }

  it("an empty file", () => refused("empty.csv", "", "The file is empty."));
  it("headers only", () =>
    refused("headers.csv", "External ID,Name,Quantity\r\n", "The file has a header row but no rows to import."));
  it("a binary file renamed .csv", () =>
    refused(
      "photo.csv",
      Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x11, 0x12, 0x13]),
      "This file is neither a CSV file nor an Excel workbook. Save it as CSV (.csv) or Excel (.xlsx) and upload it again.",
    ));
  it("10,000 columns", () => {
    const header = ["External ID", "Name", ...Array.from({ length: 9998 }, (_, i) => `c${i}`)].join(",");
    return refused("wide.csv", `${header}\nX1,x\n`, "The file has 10000 columns; at most 200 columns can be imported.");
  });
  it("merged cells in an XLSX", () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ["External ID", "Name"],
      ["X1", "Merged"],
      ["X2", null],
    ]);
    sheet["!merges"] = [XLSX.utils.decode_range("B2:B3")];
    return refused("merged.xlsx", workbook(sheet), /^The sheet has merged cells \(B2:B3\)/);
  });
  it("a 1-million-character cell is its row's error", async () => {
    const file = await upload(c.admin, "long.csv", `External ID,Name,Asset type\nL1,${"x".repeat(1_000_000)},Tools\n`);
    const preview = await c.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview.rows[0]?.errors).toEqual([{ column: "Name", message: "Name is longer than 10000 characters" }]);
    await failure(c.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" }));
    expect(await assetCount(c.org.id)).toBe(0);
  });
  it("past 50 MB the upload is refused with a message", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(50 * 1024 * 1024 + 10)]), "huge.csv");
    const res = await c.admin.fetch(`${t.baseUrl}/api/uploads/imports`, { method: "POST", body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(
      "The file is larger than 50 MB. Split it into smaller files and import them one at a time.",
    );
  });
});

function workbook(sheet: XLSX.WorkSheet): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sheet1");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

describe("what is read", () => {
  it("reads XLSX formulas by their value and dates stored as numbers as dates", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ["External ID", "Name", "Asset type", "Quantity", "Acquisition date"],
      ["X1", "Formula", "Tools", 0, 45292],
    ]);
    sheet.D2 = { t: "n", v: 5, f: "2+3" };
    const file = await upload(b.admin, "book.xlsx", workbook(sheet));
    const preview = await b.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview.format).toBe("xlsx");
    expect(preview.totals).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    await b.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    const [x] = await t.db.db
      .select({ date: assets.acquisitionDate, q: inventoryItems.quantity })
      .from(assets)
      .innerJoin(inventoryItems, eq(inventoryItems.assetId, assets.id))
      .where(and(eq(assets.organizationId, b.org.id), eq(assets.externalId, "X1")));
    expect(x).toEqual({ date: "2024-01-01", q: 5 });
  });

  it("reads semicolons, Windows-1252, a BOM, and quotes and line breaks inside cells", async () => {
    const latin = Buffer.from(
      'External ID;Name;Asset type;Description\nW1;Caf\xe9 cr\xe8me;Tools;"two\nlines; ""quoted"""\n',
      "latin1",
    );
    const file = await upload(b.admin, "latin.csv", latin);
    const preview = await b.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id" });
    expect(preview).toMatchObject({ delimiter: ";", encoding: "windows-1252" });
    expect(preview.rows[0]).toMatchObject({ outcome: "create", name: "Café crème" });
    await b.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    const [w] = await t.db.db
      .select()
      .from(assets)
      .where(and(eq(assets.organizationId, b.org.id), eq(assets.externalId, "W1")));
    expect(w?.description).toBe('two\nlines; "quoted"');
    const bom = await upload(b.admin, "bom.csv", `\uFEFFExternal ID,Name\nW1,Café crème\n`);
    const again = await b.admin.trpc.assets.import.preview.mutate({ file: bom, matchKey: "external_id" });
    expect(again).toMatchObject({ encoding: "utf-8", headers: ["External ID", "Name"], totals: { unchanged: 1 } });
  });

  it("remembers a chosen mapping for the same headers", async () => {
    const file = await upload(b.admin, "odd.csv", "Ref,Thing,Kind\nR1,Bolt,Tools\n");
    const mapping = ["external_id", "name", "asset_type"];
    await b.admin.trpc.assets.import.preview.mutate({ file, matchKey: "external_id", mapping });
    const second = await upload(b.admin, "odd2.csv", "REF,thing,kind\nR2,Nut,Tools\n");
    const preview = await b.admin.trpc.assets.import.preview.mutate({ file: second, matchKey: "external_id" });
    expect(preview).toMatchObject({ mappingSource: "saved", mapping });
  });
});

describe("export that re-imports", () => {
  it("exports CSV and XLSX that preview as all unchanged in the same organization, formula cells included", async () => {
    const file = await upload(
      a.admin,
      "tricky.csv",
      'External ID,Name,Asset type,Description,Quantity\nF1,=SUM(A1:A2),Tools,"-3 left",4\nF2,@home,Tools,+49 30,1\n',
    );
    await a.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    const [f1] = await t.db.db
      .select()
      .from(assets)
      .where(and(eq(assets.organizationId, a.org.id), eq(assets.externalId, "F1")));
    expect(f1).toMatchObject({ name: "=SUM(A1:A2)", description: "-3 left" });
    const csv = await a.admin.trpc.assets.export.query({ format: "csv" });
    expect(csv.text).toContain("'=SUM(A1:A2)");
    const csvFile = await upload(a.admin, csv.fileName, csv.text as string);
    const p1 = await a.admin.trpc.assets.import.preview.mutate({ file: csvFile, matchKey: "external_id" });
    expect(p1.totals).toEqual({ create: 0, update: 0, unchanged: csv.count, error: 0 });
    const xlsx = await a.admin.trpc.assets.export.query({ format: "xlsx" });
    const xlsxFile = await upload(a.admin, xlsx.fileName, Buffer.from(xlsx.base64 as string, "base64"));
    const p2 = await a.admin.trpc.assets.import.preview.mutate({ file: xlsxFile, matchKey: "external_id" });
    expect(p2.totals).toEqual({ create: 0, update: 0, unchanged: xlsx.count, error: 0 });
  });

  it("recreates the same assets and stock in an empty organization", async () => {
    const org = await createOrganization(t.db.db, "imports empty");
    const email = `empty.${Date.now()}@test.local`;
    await createUser(t.db.db, { email, password: "test-password", org: { id: org.id, role: "admin" } });
    const empty = await signedInClient(t, email);
    const csv = await a.admin.trpc.assets.export.query({ format: "csv" });
    const file = await upload(empty, csv.fileName, csv.text as string);
    const result = await empty.trpc.assets.import.commit.mutate({ file, matchKey: "external_id", createTypes: true });
    expect(result.counts.created).toBe(csv.count);
    const back = await empty.trpc.assets.export.query({ format: "csv" });
    const body = (text: string) => text.split("\r\n").slice(1).sort();
    expect(body(back.text as string)).toEqual(body(csv.text as string));
  });
});

describe("undo of an update import, as a whole batch", () => {
  let c: OrgFixture;
  const itemsOf = async (orgId: string) =>
    t.db.db
      .select({ id: inventoryItems.id, name: inventoryItems.name, quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(eq(inventoryItems.organizationId, orgId))
      .orderBy(inventoryItems.name);

  beforeAll(async () => {
    ({ a: c } = await twoOrganizations(t, "undo-batch"));
    await c.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
    const file = await upload(
      c.admin,
      "stock.csv",
      [
        "External ID,Name,Asset type,Quantity",
        "U1,Anvil,Tools,40",
        "U2,Bit,Tools,12",
        "U3,Chisel,Tools,7",
        "U4,Die,Tools,3",
      ].join("\n"),
    );
    await c.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
  });

  it("reverts every quantity the import set by a correction of its event, the events kept, in one step", async () => {
    const before = await itemsOf(c.org.id);
    // Three quantities change (one of them into Low Stock), one stays.
    const file = await upload(
      c.admin,
      "recount.csv",
      [
        "External ID,Name,Asset type,Quantity",
        "U1,Anvil,Tools,41",
        "U2,Bit,Tools,2",
        "U3,Chisel,Tools,7",
        "U4,Die,Tools,30",
      ].join("\n"),
    );
    const result = await c.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    expect(result.counts).toEqual({ created: 0, updated: 3, unchanged: 1 });
    expect((await itemsOf(c.org.id)).map((i) => i.quantity)).toEqual([41, 2, 7, 30]);

    const undo = await c.admin.trpc.assets.import.undo.mutate({ batchId: result.batchId });
    expect(undo).toEqual({ batchId: result.batchId, undone: 3 });
    expect(await itemsOf(c.org.id)).toEqual(before);

    const corrections = await t.db.db
      .select({
        item: inventoryHistory.inventoryItemId,
        original: inventoryCorrections.originalQuantity,
        corrected: inventoryCorrections.correctedQuantity,
        reason: inventoryCorrections.correctionReason,
        data: inventoryCorrections.responseData,
      })
      .from(inventoryCorrections)
      .innerJoin(inventoryHistory, eq(inventoryHistory.id, inventoryCorrections.originalHistoryId))
      .where(eq(inventoryCorrections.organizationId, c.org.id));
    const nameOf = new Map(before.map((i) => [i.id, i.name]));
    expect(
      corrections
        .map((x) => [nameOf.get(x.item), x.original, x.corrected, x.reason])
        .sort((p, q) => String(p[0]).localeCompare(String(q[0]))),
    ).toEqual([
      ["Anvil", 41, 40, 'Undo of import "recount.csv"'],
      ["Bit", 2, 12, 'Undo of import "recount.csv"'],
      ["Die", 30, 3, 'Undo of import "recount.csv"'],
    ]);
    for (const x of corrections) expect(x.data).toEqual({ source: "import_undo", import_batch_id: result.batchId });
    // The import's adjustments are still there, unedited: history shows what happened.
    const adjustments = await t.db.db
      .select({ quantity: inventoryHistory.quantity })
      .from(inventoryHistory)
      .where(and(eq(inventoryHistory.organizationId, c.org.id), eq(inventoryHistory.eventType, "adjustment")))
      .orderBy(inventoryHistory.quantity);
    expect(adjustments.map((h) => h.quantity)).toEqual([2, 30, 41]);
    // The outbox tells each correction, naming the user, with the item's quantity after it.
    const told = await t.db.db
      .select({ data: domainEvents.data, actor: domainEvents.actor })
      .from(domainEvents)
      .where(and(eq(domainEvents.organizationId, c.org.id), eq(domainEvents.kind, "correction.applied")));
    expect(
      told
        .map((e) => [nameOf.get(String(e.data.inventoryItemId)), e.data.correctedQuantity, e.data.itemQuantity])
        .sort(),
    ).toEqual([
      ["Anvil", 40, 40],
      ["Bit", 12, 12],
      ["Die", 3, 3],
    ]);
    for (const e of told) expect(e.actor).toEqual({ type: "user", id: c.adminUser.id });
  });

  it("is all or nothing: an entry that cannot be corrected leaves every asset and item as it was", async () => {
    const file = await upload(
      c.admin,
      "rename.csv",
      ["External ID,Name,Asset type,Quantity", "U1,Anvil XL,Tools,44", "U2,Bit XL,Tools,13"].join("\n"),
    );
    const result = await c.admin.trpc.assets.import.commit.mutate({ file, matchKey: "external_id" });
    const committed = await itemsOf(c.org.id);
    // One of the import's entries removed meanwhile (not a later count): its correction cannot be made.
    const [bit] = committed.filter((i) => i.name === "Bit XL");
    await t.db.db
      .update(inventoryHistory)
      .set({ isDeleted: true })
      .where(
        and(
          eq(inventoryHistory.inventoryItemId, bit?.id as string),
          sql`${inventoryHistory.responseData}->>'import_batch_id' = ${result.batchId}`,
        ),
      );
    const correctionsBefore = await t.db.db.$count(
      inventoryCorrections,
      eq(inventoryCorrections.organizationId, c.org.id),
    );
    const refused = await failure(c.admin.trpc.assets.import.undo.mutate({ batchId: result.batchId }));
    expect(refused.data?.code).toBe("NOT_FOUND");
    expect(await itemsOf(c.org.id)).toEqual(committed);
    expect(await t.db.db.$count(inventoryCorrections, eq(inventoryCorrections.organizationId, c.org.id))).toBe(
      correctionsBefore,
    );
    const [batch] = await t.db.db.select().from(importBatches).where(eq(importBatches.id, result.batchId));
    expect(batch?.status).toBe("committed");
  });
});

describe("statistics of the tables a large commit fills (issue 24)", () => {
  // The commit through the service, from a file of the test's own storage, so that the test
  // reads PostgreSQL's statistics inside the commit's transaction (its beforeCommit hook):
  // rows no other transaction can see yet, so only the commit's own analyze can count them.
  async function commitRows(rows: number) {
    const { a: s } = await twoOrganizations(t, `stats${rows}`);
    await s.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
    const storage = new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "imports-stats-")));
    const lines = ["External ID,Name,Asset type,Quantity"];
    for (let i = 1; i <= rows; i++) lines.push(`S${i},Part ${i},Tools,${i % 7}`);
    const text = `${lines.join("\n")}\n`;
    const key = `stats-${rows}.csv`;
    await storage.put(IMPORTS_BUCKET, key, Buffer.from(text));
    await t.db.db.insert(uploads).values({
      organizationId: s.org.id,
      bucket: IMPORTS_BUCKET,
      key,
      originalName: key,
      contentType: "text/csv",
      size: text.length,
      uploadedBy: s.adminUser.id,
    });
    const counted: Record<string, boolean> = {};
    const known = (tx: Pick<typeof t.db.db, "execute">, table: string) =>
      tx
        .execute<{ known: boolean }>(sql`
          select coalesce(${s.org.id}::text = any(most_common_vals::text::text[]), false) as known
            from pg_stats where schemaname = 'public' and tablename = ${table} and attname = 'organization_id'`)
        .then((rows) => rows[0]?.known ?? false);
    const result = await commitImport(
      { db: t.db.db, orgId: s.org.id, actorId: s.adminUser.id, storage },
      { file: `/files/${IMPORTS_BUCKET}/${key}`, matchKey: "external_id" },
      {
        async beforeCommit(tx) {
          for (const table of ["assets", "inventory_items", "inventory_history"]) {
            counted[table] = await known(tx, table);
          }
        },
      },
    );
    expect(result.counts.created).toBe(rows);
    return { counted, org: s.org, user: s.adminUser, known };
  }

  it("analyzes them inside the commit once a batch is written: the organization's new rows are in the statistics", async () => {
    expect((await commitRows(ANALYZE_AFTER_ROWS + 50)).counted).toEqual({
      assets: true,
      inventory_items: true,
      inventory_history: true,
    });
  });

  it("a large batch of corrections (an undo's) analyzes inventory_corrections inside its transaction", async () => {
    const { org, user, known } = await commitRows(ANALYZE_AFTER_ROWS);
    const entries = await t.db.db
      .select({ id: inventoryHistory.id })
      .from(inventoryHistory)
      .where(eq(inventoryHistory.organizationId, org.id));
    expect(entries).toHaveLength(ANALYZE_AFTER_ROWS);
    const seen = await t.db.db
      .transaction(async (tx) => {
        await recordInventoryCorrectionsBatch(
          tx,
          { orgId: org.id, actorId: user.id },
          entries.map((e) => ({ historyId: e.id, quantity: 1, reason: "Recount", currency: "USD", unitType: "each" })),
        );
        const corrections = await known(tx, "inventory_corrections");
        // Rolled back: the statistics with the rows.
        throw Object.assign(new Error("rolled back"), { corrections });
      })
      .catch((err: Error & { corrections?: boolean }) => err.corrections);
    expect(seen).toBe(true);
    expect(await known(t.db.db, "inventory_corrections")).toBe(false);
  });

  it("leaves them alone for a file of one batch", async () => {
    expect((await commitRows(20)).counted).toEqual({ assets: false, inventory_items: false, inventory_history: false });
  });
});
