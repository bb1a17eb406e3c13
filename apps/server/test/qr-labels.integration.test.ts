import { QR_LABEL_LIST_LIMIT } from "@stockroom/core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isLoopbackHost, labelOrigin, lanOrigins } from "../src/http/lan-origin";
import { client, failure, type OrgFixture, setUpTwoOrganizations, startTestApp, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let paint: { id: string };
let tools: { id: string };
const ids: Record<string, string> = {};

setUpTwoOrganizations("qr-labels", async (f) => {
  ({ t, a, b } = f);
  paint = await a.admin.trpc.assetTypes.create.mutate({ name: "Paint", enableBarcodes: true, barcodePrefix: "PNT-" });
  tools = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  const make = async (
    name: string,
    typeId: string,
    status: "active" | "maintenance" | "retired",
    extra: Record<string, string> = {},
  ) => {
    const created = await a.member.trpc.assets.create.mutate({ name, asset_type_id: typeId, status, ...extra });
    ids[name] = created.id;
  };
  await make("Exterior White", paint.id, "active", { serial_number: "SN-WHITE" });
  await make("Primer", paint.id, "maintenance");
  await make("Drill", tools.id, "active", { description: "Cordless 18V" });
  await make("Saw", tools.id, "retired");
  await make("Gone", tools.id, "active");
  await a.member.trpc.assets.delete.mutate({ id: ids.Gone as string });
});

const names = (r: { items: { name: string }[] }) => r.items.map((i) => i.name);

describe("assets.qrLabels", () => {
  it("lists the organization's live assets by name with what a label needs", async () => {
    const all = await a.viewer.trpc.assets.qrLabels.query({});
    expect(names(all)).toEqual(["Drill", "Exterior White", "Primer", "Saw"]);
    expect(all).toMatchObject({ total: 4, totalIsExact: true, hasNextPage: false, counted: false });
    expect(all.items[1]).toEqual({
      id: ids["Exterior White"],
      name: "Exterior White",
      status: "active",
      assetId: "PNT-000001",
      barcode: "PNT-000001",
      labelNumber: expect.any(Number),
      barcodeShared: false,
      serialNumber: "SN-WHITE",
      assetTypeId: paint.id,
      assetTypeName: "Paint",
      assetTypeColor: expect.any(String),
    });
  });

  it("filters by several statuses, several types and a search", async () => {
    expect(names(await a.member.trpc.assets.qrLabels.query({ statuses: ["active"] }))).toEqual([
      "Drill",
      "Exterior White",
    ]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ statuses: ["maintenance", "retired"] }))).toEqual([
      "Primer",
      "Saw",
    ]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ assetTypeIds: [tools.id] }))).toEqual(["Drill", "Saw"]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ assetTypeIds: [tools.id, paint.id] }))).toHaveLength(4);
    expect(
      names(await a.member.trpc.assets.qrLabels.query({ assetTypeIds: [paint.id], statuses: ["maintenance"] })),
    ).toEqual(["Primer"]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ search: "cordless" }))).toEqual(["Drill"]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ search: "sn-white" }))).toEqual(["Exterior White"]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ search: "PNT-000002" }))).toEqual(["Primer"]);
    expect(names(await a.member.trpc.assets.qrLabels.query({ search: "%" }))).toEqual([]);
  });

  it("refuses unknown statuses and ids that are not ids", async () => {
    const bad = await failure(a.member.trpc.assets.qrLabels.query({ statuses: ["lost" as "active"] }));
    expect(bad.data?.code).toBe("BAD_REQUEST");
    const badType = await failure(a.member.trpc.assets.qrLabels.query({ assetTypeIds: ["x"] }));
    expect(badType.message).toBe("Asset type not found");
  });

  it("shows another organization's member none of the first one's assets, even when filtering by its types", async () => {
    expect(names(await b.member.trpc.assets.qrLabels.query({}))).toEqual([]);
    expect(names(await b.admin.trpc.assets.qrLabels.query({ assetTypeIds: [paint.id, tools.id] }))).toEqual([]);
    expect(names(await b.viewer.trpc.assets.qrLabels.query({ search: "Drill" }))).toEqual([]);
    const own = await b.member.trpc.assetTypes.create.mutate({ name: "B stuff" });
    await b.member.trpc.assets.create.mutate({ name: "B thing", asset_type_id: own.id });
    expect(names(await b.member.trpc.assets.qrLabels.query({}))).toEqual(["B thing"]);
    // A's list is unchanged by B's asset.
    expect(names(await a.member.trpc.assets.qrLabels.query({}))).toEqual(["Drill", "Exterior White", "Primer", "Saw"]);
  });

  it("needs a signed-in member", async () => {
    const anonymous = client(t.baseUrl);
    expect((await failure(anonymous.trpc.assets.qrLabels.query({}))).data?.code).toBe("UNAUTHORIZED");
    expect((await failure(anonymous.trpc.assets.labelOrigin.query())).data?.code).toBe("UNAUTHORIZED");
  });

  it(`stops at ${QR_LABEL_LIST_LIMIT} labels and says the list was cut`, async () => {
    const many = await b.admin.trpc.assetTypes.create.mutate({ name: "Bulk" });
    await t.db.db.execute(sql`
      insert into assets (organization_id, asset_type_id, name, status)
      select ${b.org.id}, ${many.id}, 'Bulk ' || lpad(n::text, 4, '0'), 'active'
      from generate_series(1, ${QR_LABEL_LIST_LIMIT + 1}) as n`);
    const cut = await b.member.trpc.assets.qrLabels.query({ assetTypeIds: [many.id] });
    expect(cut.items).toHaveLength(QR_LABEL_LIST_LIMIT);
    expect(cut).toMatchObject({ total: QR_LABEL_LIST_LIMIT, totalIsExact: false, hasNextPage: true });
    expect(cut.items[0]?.name).toBe("Bulk 0001");
    expect(cut.items.at(-1)?.name).toBe(`Bulk ${String(QR_LABEL_LIST_LIMIT).padStart(4, "0")}`);
    const exact = await b.member.trpc.assets.qrLabels.query({ assetTypeIds: [many.id], search: "Bulk 00" });
    expect(exact).toMatchObject({ total: 99, totalIsExact: true });
    expect(exact.items).toHaveLength(99);
  });
});

describe("assets.labelOrigin", () => {
  it("offers the LAN address when the browser is on a loopback address and PUBLIC_URL is unset", async () => {
    // The harness talks to http://127.0.0.1:{port}.
    const port = new URL(t.baseUrl).port;
    const origin = await a.viewer.trpc.assets.labelOrigin.query();
    expect(origin.linkOrigin).toBe(`http://127.0.0.1:${port}`);
    const lan = lanOrigins(port);
    if (lan.length > 0) {
      expect(origin).toEqual({
        origin: lan[0],
        linkOrigin: `http://127.0.0.1:${port}`,
        source: "lan",
        lanOrigins: lan,
      });
      expect(isLoopbackHost(new URL(origin.origin).hostname)).toBe(false);
    } else {
      expect(origin).toMatchObject({ origin: `http://127.0.0.1:${port}`, source: "loopback", lanOrigins: [] });
    }
  });

  it("uses PUBLIC_URL when it is set", async () => {
    const other = await startTestApp({ PUBLIC_URL: "https://stock.example.com/" });
    try {
      const { createOrganization, createUser, signedInClient } = await import("./harness");
      const org = await createOrganization(other.db.db, "Public");
      await createUser(other.db.db, {
        email: "p@test.local",
        password: "test-password",
        org: { id: org.id, role: "member" },
      });
      const c = await signedInClient(other, "p@test.local");
      expect(await c.trpc.assets.labelOrigin.query()).toEqual({
        origin: "https://stock.example.com",
        linkOrigin: "https://stock.example.com",
        source: "public_url",
        lanOrigins: [],
      });
    } finally {
      await other.close();
    }
  });

  it("decides from the host, the interfaces and PUBLIC_URL", () => {
    const interfaces = {
      lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
      docker0: [{ address: "172.17.0.1", family: "IPv4", internal: false }],
      wlan0: [
        { address: "192.168.1.20", family: "IPv4", internal: false },
        { address: "fe80::1", family: "IPv6", internal: false },
      ],
      eth1: [{ address: "169.254.3.4", family: "IPv4", internal: false }],
    } as unknown as NodeJS.Dict<import("node:os").NetworkInterfaceInfo[]>;
    expect(labelOrigin({ publicUrl: undefined, linkOrigin: "http://localhost:3000", interfaces })).toEqual({
      origin: "http://192.168.1.20:3000",
      linkOrigin: "http://localhost:3000",
      source: "lan",
      lanOrigins: ["http://192.168.1.20:3000", "http://172.17.0.1:3000"],
    });
    expect(labelOrigin({ publicUrl: undefined, linkOrigin: "http://[::1]:3000", interfaces }).source).toBe("lan");
    expect(labelOrigin({ publicUrl: undefined, linkOrigin: "http://127.0.0.1", interfaces }).origin).toBe(
      "http://192.168.1.20",
    );
    expect(labelOrigin({ publicUrl: undefined, linkOrigin: "http://192.168.1.20:3000", interfaces })).toEqual({
      origin: "http://192.168.1.20:3000",
      linkOrigin: "http://192.168.1.20:3000",
      source: "request",
      lanOrigins: [],
    });
    expect(labelOrigin({ publicUrl: undefined, linkOrigin: "http://localhost:3000", interfaces: {} })).toEqual({
      origin: "http://localhost:3000",
      linkOrigin: "http://localhost:3000",
      source: "loopback",
      lanOrigins: [],
    });
    expect(
      labelOrigin({ publicUrl: "https://s.example", linkOrigin: "http://localhost:3000", interfaces }).origin,
    ).toBe("https://s.example");
    expect(["localhost", "app.localhost", "127.1.2.3", "[::1]", "::1"].every(isLoopbackHost)).toBe(true);
    expect(["192.168.1.2", "example.com", "127.example.com", "localhost.example.com"].some(isLoopbackHost)).toBe(false);
  });
});
