import { activityLog, assets, assetTypes, forms } from "@stockroom/db";
import { describe, expect, it } from "vitest";
import { client, failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("dash", (f) => ({ t, a, b } = f));

describe("dashboard summary", () => {
  it("counts the organization's assets, asset types, active forms and members in one call", async () => {
    const db = t.db.db;
    const [type] = await db.insert(assetTypes).values({ organizationId: a.org.id, name: "Paint" }).returning();
    await db
      .insert(assetTypes)
      .values({ organizationId: a.org.id, name: "Old", deletedAt: new Date(), isDeleted: true });
    await db.insert(assets).values([
      { organizationId: a.org.id, assetTypeId: type!.id, name: "One" },
      { organizationId: a.org.id, assetTypeId: type!.id, name: "Two" },
      { organizationId: a.org.id, assetTypeId: type!.id, name: "Gone", isDeleted: true },
    ]);
    await db.insert(forms).values([
      { organizationId: a.org.id, name: "Active" },
      { organizationId: a.org.id, name: "Draft", status: "draft" },
      { organizationId: a.org.id, name: "Archived", deletedAt: new Date() },
    ]);
    const [typeB] = await db.insert(assetTypes).values({ organizationId: b.org.id, name: "B type" }).returning();
    await db.insert(assets).values({ organizationId: b.org.id, assetTypeId: typeB!.id, name: "B asset" });
    const summary = await a.viewer.trpc.organization.dashboard.summary.query();
    expect(summary.stats).toEqual({ totalAssets: 2, assetTypes: 1, activeForms: 1, teamMembers: 3 });
    expect((await b.viewer.trpc.organization.dashboard.summary.query()).stats).toEqual({
      totalAssets: 1,
      assetTypes: 1,
      activeForms: 0,
      teamMembers: 3,
    });
  });

  it("lists the five newest activity entries of the organization only", async () => {
    const base = Date.now() - 60_000;
    await t.db.db.insert(activityLog).values(
      Array.from({ length: 7 }, (_, i) => ({
        organizationId: a.org.id,
        actorId: a.adminUser.id,
        type: "asset_created" as const,
        description: `Entry ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await t.db.db.insert(activityLog).values({
      organizationId: b.org.id,
      type: "asset_created",
      description: "B's secret",
      createdAt: new Date(),
    });
    const { recentActivity } = await a.member.trpc.organization.dashboard.summary.query();
    expect(recentActivity.map((e) => e.description)).toEqual(["Entry 7", "Entry 6", "Entry 5", "Entry 4", "Entry 3"]);
    expect(recentActivity[0]?.createdAt).toBeInstanceOf(Date);
    expect(recentActivity[0]?.createdAt.getTime()).toBe(base + 6000);
  });

  it("picks up domain actions as they happen", async () => {
    const current = await a.admin.trpc.organization.get.query();
    await a.admin.trpc.organization.updateSettings.mutate({ ...current.settings, primaryColor: "green" });
    const { recentActivity } = await a.viewer.trpc.organization.dashboard.summary.query();
    expect(recentActivity[0]?.description).toBe("Organization settings updated");
  });

  it("needs a signed-in member", async () => {
    expect((await failure(client(t.baseUrl).trpc.organization.dashboard.summary.query())).data?.code).toBe(
      "UNAUTHORIZED",
    );
  });
});
