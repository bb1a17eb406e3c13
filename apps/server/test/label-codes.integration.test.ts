import fs from "node:fs";
import path from "node:path";
import { formatLabelCode, labelCodeText, PRINT_QR_SIZES } from "@stockroom/core";
import { assets, assetTypes, organizations, users } from "@stockroom/db";
import { migrationsFolder } from "@stockroom/db/migrate";
import { createTestDatabase } from "@stockroom/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findAssetByLabelCode } from "../src/services/assets/find-asset-by-label-code";
import { pinDigest } from "../src/services/profile/pin-digest";
import { client, createUser, failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

const SECRET = "label-codes-secret";
const ENV = { STOCKROOM_SECRET: SECRET, TRUST_PROXY: "1" };

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
const idsA: Record<string, string> = {};
const idsB: Record<string, string> = {};
const WRENCHES = [
  "Torque Wrench 1/4 in Drive",
  "Torque Wrench 3/8 in Drive",
  "Torque Wrench 1/2 in Drive",
  "Torque Wrench 3/4 in Drive",
];

setUpTwoOrganizations(
  "label-codes",
  async (f) => {
    ({ t, a, b } = f);
    const paint = await a.admin.trpc.assetTypes.create.mutate({
      name: "Paint",
      enableBarcodes: true,
      barcodePrefix: "PNT-",
    });
    const tools = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
    for (const name of WRENCHES)
      idsA[name] = (await a.member.trpc.assets.create.mutate({ name, asset_type_id: tools.id })).id;
    for (const name of ["White", "Primer"])
      idsA[name] = (await a.member.trpc.assets.create.mutate({ name, asset_type_id: paint.id })).id;
    for (const name of ["Shared lower", "Shared upper", "Looks like a code", "Gone"])
      idsA[name] = (await a.member.trpc.assets.create.mutate({ name, asset_type_id: tools.id })).id;
    await a.member.trpc.assets.delete.mutate({ id: idsA.Gone as string });
    const typeB = await b.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
    for (const name of ["Other wrench", "Other drill"])
      idsB[name] = (await b.member.trpc.assets.create.mutate({ name, asset_type_id: typeB.id })).id;
    // Barcodes the app never mints but older data may hold: the same one in two cases, and
    // one that reads as another asset's short code.
    const set = (id: string | undefined, barcode: string) =>
      t.db.db
        .update(assets)
        .set({ barcode })
        .where(eq(assets.id, id as string));
    await set(idsA["Shared lower"], "dup-1");
    await set(idsA["Shared upper"], "DUP-1");
    await set(idsA["Looks like a code"], formatLabelCode(await labelNumberOf(idsA["Torque Wrench 1/4 in Drive"])));
  },
  ENV,
);

async function labelNumberOf(id: string | undefined): Promise<number> {
  const [row] = await t.db.db
    .select({ n: assets.labelNumber })
    .from(assets)
    .where(eq(assets.id, id as string));
  if (!row) throw new Error("no asset");
  return row.n;
}

async function shortCodeOf(id: string | undefined) {
  return formatLabelCode(await labelNumberOf(id));
}

/** A phone with its own cookie jar and client address; enrolled for organization A unless told otherwise (issue 21). */
async function phone(ip: string, { enroll = true } = {}) {
  const p = client(t.baseUrl, { forwardedFor: ip }).trpc;
  if (enroll) {
    const { code } = await a.admin.trpc.phones.createEnrollmentCode.mutate();
    await p.mobile.enroll.mutate({ code });
  }
  return p;
}

describe("label codes: every asset has one", () => {
  it("numbers every asset, once, across organizations; nobody can set or reuse a number", async () => {
    const rows = await t.db.db.select({ org: assets.organizationId, n: assets.labelNumber }).from(assets);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.n)).size).toBe(rows.length);
    for (const r of rows) expect(r.n).toBeGreaterThan(0);
    // An identity column: nobody can set the number…
    await expect(
      t.db.db.execute(
        sql`update assets set label_number = ${await labelNumberOf(idsA.White)} where id = ${idsA.Primer}`,
      ),
    ).rejects.toThrow();
    // …and (organization_id, label_number) is unique.
    const [index] = await t.db.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'assets_org_label_number_key'`,
    );
    expect(index?.indexdef).toMatch(/UNIQUE INDEX .* \(organization_id, label_number\)/);
  });

  it("the migration numbers the assets that existed before it", async () => {
    const scratch = await createTestDatabase();
    try {
      const db = scratch.db;
      // The database as it was before the migration, with assets in two organizations.
      await db.execute(sql`drop index assets_org_label_number_key`);
      await db.execute(sql`alter table assets drop column label_number`);
      const orgs = await db
        .insert(organizations)
        .values([{ name: "Before A" }, { name: "Before B" }])
        .returning({ id: organizations.id });
      for (const org of orgs) {
        const [type] = await db
          .insert(assetTypes)
          .values({ organizationId: org.id, name: "Old" })
          .returning({ id: assetTypes.id });
        for (let i = 0; i < 5; i++) {
          await db.execute(
            sql`insert into assets (organization_id, asset_type_id, name) values (${org.id}, ${type?.id}, ${`Old ${i}`})`,
          );
        }
      }
      const [file] = fs.readdirSync(migrationsFolder).filter((f) => /^\d{4}_asset_label_number\.sql$/.test(f));
      if (!file) throw new Error("migration not found");
      for (const statement of fs
        .readFileSync(path.join(migrationsFolder, file), "utf8")
        .split("--> statement-breakpoint")) {
        await db.execute(sql.raw(statement));
      }
      const rows = await db.select({ n: assets.labelNumber }).from(assets);
      expect(rows).toHaveLength(10);
      expect(new Set(rows.map((r) => r.n)).size).toBe(10);
      for (const r of rows) expect(r.n).toBeGreaterThan(0);
      // New assets continue after them.
      const [org] = orgs;
      const [type] = await db.select({ id: assetTypes.id }).from(assetTypes).limit(1);
      const [next] = await db
        .insert(assets)
        .values({ organizationId: org?.id as string, assetTypeId: type?.id as string, name: "New" })
        .returning({ n: assets.labelNumber });
      expect(next?.n).toBe(Math.max(...rows.map((r) => r.n)) + 1);
    } finally {
      await scratch.destroy();
    }
  });

  it("lists what a label prints with each QR label, and marks barcodes another asset could claim", async () => {
    const { items } = await a.viewer.trpc.assets.qrLabels.query({});
    const byName = new Map(items.map((i) => [i.name, i]));
    expect(byName.get("White")).toMatchObject({ barcode: "PNT-000001", barcodeShared: false });
    expect(byName.get("Shared lower")?.barcodeShared).toBe(true);
    expect(byName.get("Shared upper")?.barcodeShared).toBe(true);
    expect(byName.get("Looks like a code")?.barcodeShared).toBe(true);
    expect(byName.get("Torque Wrench 1/4 in Drive")).toMatchObject({ barcode: null, barcodeShared: false });
    for (const item of items) expect(item.labelNumber).toBe(await labelNumberOf(item.id));
    // The asset page's QR result carries the same.
    const qr = await a.viewer.trpc.assets.generateQr.mutate({ id: idsA["Shared upper"] as string });
    expect(qr).toMatchObject({ labelNumber: await labelNumberOf(idsA["Shared upper"]), barcodeShared: true });
  });
});

describe("a label's printed code opens its asset (Enter Manually: inventory.items.lookupQr)", () => {
  it("opens the same asset from every label's printed code at every size", async () => {
    const { items } = await a.member.trpc.assets.qrLabels.query({});
    expect(items.length).toBe(WRENCHES.length + 5);
    const printed = new Set<string>();
    for (const size of PRINT_QR_SIZES) {
      for (const item of items) {
        const code = labelCodeText(item, size);
        printed.add(code);
        const found = await a.viewer.trpc.inventory.items.lookupQr.query({ code });
        expect({ code, id: found.assetId }).toEqual({ code, id: item.id });
      }
    }
    // The four wrenches print four different codes (they have no barcode: their short codes).
    const wrenchCodes = await Promise.all(WRENCHES.map((w) => shortCodeOf(idsA[w])));
    expect(new Set(wrenchCodes).size).toBe(4);
    for (const c of wrenchCodes) expect(printed).toContain(c);
    expect(printed).toContain("PNT-000001");
  });

  it("forgives case, spaces, hyphens and look-alike characters in a short code", async () => {
    const id = idsA["Torque Wrench 3/8 in Drive"] as string;
    const code = await shortCodeOf(id);
    const variants = [
      code.toLowerCase(),
      `  ${code} `,
      `${code.slice(0, 2)}-${code.slice(2)}`,
      code.replace(/0/g, "O"),
      code.replace(/1/g, "l"),
      code.replace(/^0+/, ""),
    ];
    for (const typed of variants) {
      expect((await a.member.trpc.inventory.items.lookupQr.query({ code: typed })).assetId).toBe(id);
    }
    expect((await a.member.trpc.inventory.items.lookupQr.query({ code: "pnt-000002" })).assetId).toBe(idsA.Primer);
  });

  it("never opens the wrong asset for a barcode two assets share", async () => {
    // Exactly as stored: that one; case aside it names two assets, so neither.
    expect((await a.member.trpc.inventory.items.lookupQr.query({ code: "dup-1" })).assetId).toBe(idsA["Shared lower"]);
    expect((await a.member.trpc.inventory.items.lookupQr.query({ code: "DUP-1" })).assetId).toBe(idsA["Shared upper"]);
    const ambiguous = await failure(a.member.trpc.inventory.items.lookupQr.query({ code: "Dup-1" }));
    expect(ambiguous.message).toBe("Asset not found for this QR code");
    // A barcode that reads as another asset's short code: the short code wins, and that
    // asset's label prints its own short code instead (see the qrLabels test).
    const wrench = idsA["Torque Wrench 1/4 in Drive"];
    expect((await a.member.trpc.inventory.items.lookupQr.query({ code: await shortCodeOf(wrench) })).assetId).toBe(
      wrench,
    );
  });

  it("finds only the caller's organization's live assets", async () => {
    const otherCode = await shortCodeOf(idsB["Other wrench"]);
    const notFound = await failure(a.member.trpc.inventory.items.lookupQr.query({ code: otherCode }));
    expect(notFound.message).toBe("Asset not found for this QR code");
    expect(notFound.data?.code).toBe("NOT_FOUND");
    expect((await b.viewer.trpc.inventory.items.lookupQr.query({ code: otherCode })).assetId).toBe(
      idsB["Other wrench"],
    );
    for (const name of ["Torque Wrench 1/2 in Drive", "White"]) {
      const code = await shortCodeOf(idsA[name]);
      expect((await failure(b.member.trpc.inventory.items.lookupQr.query({ code }))).data?.code).toBe("NOT_FOUND");
    }
    expect((await failure(b.member.trpc.inventory.items.lookupQr.query({ code: "PNT-000001" }))).data?.code).toBe(
      "NOT_FOUND",
    );
    const gone = await failure(a.member.trpc.inventory.items.lookupQr.query({ code: await shortCodeOf(idsA.Gone) }));
    expect(gone.data?.code).toBe("NOT_FOUND");
    // The service itself, called with another organization: nothing.
    const code = await shortCodeOf(idsA.Primer);
    expect(await findAssetByLabelCode({ db: t.db.db, orgId: b.org.id }, code)).toBeNull();
    expect(await findAssetByLabelCode({ db: t.db.db, orgId: a.org.id }, code)).toBe(idsA.Primer);
  });

  it("refuses bad input with the spec's message and no server fault", async () => {
    const empty = await failure(a.member.trpc.inventory.items.lookupQr.query({ code: "   " }));
    expect(empty.message).toBe("No QR code provided");
    for (const code of ["U000", "ZZZZZZZ", "0000", "%00", "' or 1=1 --"]) {
      const err = await failure(a.member.trpc.inventory.items.lookupQr.query({ code }));
      expect({ code, err: err.data?.code, message: err.message }).toEqual({
        code,
        err: "NOT_FOUND",
        message: "Asset not found for this QR code",
      });
    }
    // A value the input schema refuses outright never reaches the database.
    const nul = await failure(a.member.trpc.inventory.items.lookupQr.query({ code: "\u0000" }));
    expect(nul.data?.code).toBe("BAD_REQUEST");
    expect(await findAssetByLabelCode({ db: t.db.db, orgId: a.org.id }, "   ")).toBeNull();
  });
});

describe("the phone's fallback ('Or type the code on the label': mobile.page with a code)", () => {
  it("opens the asset from its printed code in a PIN session, and reveals nothing to a phone without one", async () => {
    const email = `pin.${Math.random().toString(36).slice(2, 9)}@test.local`;
    const user = await createUser(t.db.db, { email, fullName: "Pat Phone", org: { id: a.org.id, role: "member" } });
    await t.db.db
      .update(users)
      .set({ quickAccessPinDigest: pinDigest(SECRET, "4826") })
      .where(eq(users.id, user.id));
    const p = await phone("10.9.0.1");
    await p.mobile.authenticate.mutate({ assetId: idsA.White as string, pin: "4826" });

    const { items } = await a.viewer.trpc.assets.qrLabels.query({});
    for (const item of items) {
      const code = labelCodeText(item, 0.5);
      const page = await p.mobile.page.query({ code: code.toLowerCase() });
      const id = page.state === "options" ? page.assetId : undefined;
      expect({ code, state: page.state, id }).toEqual({ code, state: "options", id: item.id });
    }
    // Another organization's short code: not found for this session.
    const other = await failure(p.mobile.page.query({ code: await shortCodeOf(idsB["Other wrench"]) }));
    expect(other.data?.code).toBe("NOT_FOUND");

    // A phone never enrolled: every code, known or not, only asks to set the phone up (issue 21).
    const nobody = await phone("10.9.0.2", { enroll: false });
    for (const id of [idsA["Torque Wrench 3/4 in Drive"], idsB["Other drill"]]) {
      expect(await nobody.mobile.page.query({ code: await shortCodeOf(id) })).toEqual({ state: "enroll" });
    }
    // A phone enrolled for A, before its PIN: A's code asks for the PIN and names no asset; B's is not found.
    const before = await phone("10.9.0.3");
    expect(await before.mobile.page.query({ code: await shortCodeOf(idsA.Primer) })).toEqual({ state: "pin" });
    const elsewhere = await failure(before.mobile.page.query({ code: await shortCodeOf(idsB["Other drill"]) }));
    expect(elsewhere.data?.code).toBe("NOT_FOUND");
    // A member signed in to B gets B's asset by B's code, never A's.
    const mine = await b.member.trpc.mobile.page.query({ code: await shortCodeOf(idsB["Other drill"]) });
    expect(mine.state === "options" ? mine.assetId : undefined).toBe(idsB["Other drill"]);
    const crossed = await failure(b.member.trpc.mobile.page.query({ code: await shortCodeOf(idsA.Primer) }));
    expect(crossed.data?.code).toBe("NOT_FOUND");
    const live = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(eq(assets.organizationId, a.org.id), eq(assets.isDeleted, false)));
    expect(live[0]?.n).toBe(items.length);
  });
});
