// `npm run seed:demo`: a demo organization with an admin, a member and a viewer, asset
// types with their default intake and inventory forms, and assets with stock. Works
// beside a running `npm start` (it attaches to the embedded database) and can be run
// again: existing demo rows are left as they are. Everything after the people goes
// through the same services and core validators as the app, so demo data is real data.
import { assetTypeInput, assetWriteInput, type UnitType } from "@stockroom/core";
import { assetTypes, createDatabase, organizationMembers, organizations, startDatabase, users } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { hashPassword } from "../apps/server/src/auth/password";
import { loadConfig } from "../apps/server/src/env";
import { createAssetType } from "../apps/server/src/services/asset-types/create-asset-type";
import { createAsset } from "../apps/server/src/services/assets/create-asset";
import { createDefaultForms } from "../apps/server/src/services/forms/create-default-forms";

const DEMO_ORG = "Demo Supply Co.";
const PASSWORD = "demo-password";
const PEOPLE = [
  { email: "admin@demo.stockroom.local", fullName: "Dana Admin", role: "admin" },
  { email: "member@demo.stockroom.local", fullName: "Morgan Member", role: "member" },
  { email: "viewer@demo.stockroom.local", fullName: "Vic Viewer", role: "viewer" },
] as const;

const CATALOGUE: Array<{
  type: { name: string; description: string; color: string; prefix: string };
  unit: UnitType;
  items: Array<[name: string, quantity: number, cost: number, location: string]>;
}> = [
  {
    type: { name: "Paint", description: "Interior and exterior paints", color: "#0EA5E9", prefix: "PNT-" },
    unit: "gallon",
    items: [
      ["Eggshell White 5 gal", 42, 129.5, "Aisle 1"],
      ["Satin Navy 1 gal", 8, 38.25, "Aisle 1"],
      ["Primer Gray 5 gal", 0, 96, "Aisle 2"],
      ["Semi-Gloss Ivory 1 gal", 64, 35.9, "Aisle 2"],
      ["Floor Enamel Red 1 gal", 12, 44, "Aisle 3"],
    ],
  },
  {
    type: { name: "Hardware", description: "Fasteners and fittings", color: "#F97316", prefix: "HW-" },
    unit: "box",
    items: [
      ['Wood Screws 2" (100)', 120, 9.5, "Bin A4"],
      ["Drywall Anchors (50)", 9, 7.25, "Bin A5"],
      ["Hex Bolts M8 (25)", 55, 12.8, "Bin B1"],
      ["Hinges 3.5in Pair", 31, 6.4, "Bin B2"],
    ],
  },
  {
    type: { name: "Safety Equipment", description: "PPE issued to crews", color: "#10B981", prefix: "" },
    unit: "each",
    items: [
      ["Respirator Half Mask", 14, 32, "Cage 1"],
      ["Safety Glasses", 75, 4.1, "Cage 1"],
      ["Hard Hat", 6, 18.5, "Cage 2"],
    ],
  },
];

const config = loadConfig();
const database = await startDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  attachToRunning: true,
  log: (l) => console.log(`[seed] ${l}`),
});
const { db, close } = createDatabase(database.url, { max: 2 });
try {
  const passwordHash = await hashPassword(PASSWORD);
  const orgId = await db.transaction(async (tx) => {
    let [org] = await tx.select().from(organizations).where(eq(organizations.name, DEMO_ORG)).limit(1);
    org ??= (
      await tx
        .insert(organizations)
        .values({ name: DEMO_ORG, description: "A paint and hardware distributor (demo data)." })
        .returning()
    )[0];
    if (!org) throw new Error("could not create the demo organization");
    for (const p of PEOPLE) {
      const [existing] = await tx.select().from(users).where(eq(users.email, p.email)).limit(1);
      if (existing) continue;
      const [user] = await tx
        .insert(users)
        .values({ email: p.email, fullName: p.fullName, passwordHash })
        .returning({ id: users.id });
      if (user) await tx.insert(organizationMembers).values({ organizationId: org.id, userId: user.id, role: p.role });
    }
    return org.id;
  });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, PEOPLE[0].email)).limit(1);
  if (!admin) throw new Error("demo admin missing");
  for (const entry of CATALOGUE) {
    const [existing] = await db
      .select({ id: assetTypes.id })
      .from(assetTypes)
      .where(
        and(eq(assetTypes.organizationId, orgId), eq(assetTypes.name, entry.type.name), isNull(assetTypes.deletedAt)),
      )
      .limit(1);
    if (existing) continue;
    const type = await createAssetType(
      { db, orgId, actorId: admin.id },
      assetTypeInput.parse({
        name: entry.type.name,
        description: entry.type.description,
        color: entry.type.color,
        enableBarcodes: entry.type.prefix !== "",
        barcodeType: "qr",
        barcodePrefix: entry.type.prefix,
      }),
    );
    await createDefaultForms({ db, orgId, actorId: admin.id }, type.id);
    for (const [name, quantity, cost, location] of entry.items) {
      await createAsset(
        { db, orgId, actorId: admin.id },
        assetWriteInput.parse({
          name,
          asset_type_id: type.id,
          current_inventory: quantity,
          cost,
          location,
          unit_type: entry.unit,
        }),
      );
    }
    console.log(`[seed] ${entry.type.name}: ${entry.items.length} assets with intake and inventory forms.`);
  }
  console.log(`[seed] ${DEMO_ORG}: sign in as ${PEOPLE.map((p) => p.email).join(", ")} with password "${PASSWORD}".`);
} finally {
  await close();
  await database.stop();
}
