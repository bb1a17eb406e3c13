// `npm run seed:demo`: a demo organization with an admin, a member and a viewer.
// Works beside a running `npm start` (it attaches to the embedded database) and can be
// run again: existing demo rows are left as they are. Extended as domains land.
import { createDatabase, organizationMembers, organizations, startDatabase, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { hashPassword } from "../apps/server/src/auth/password";
import { loadConfig } from "../apps/server/src/env";

const DEMO_ORG = "Demo Supply Co.";
const PASSWORD = "demo-password";
const PEOPLE = [
  { email: "admin@demo.stockroom.local", fullName: "Dana Admin", role: "admin" },
  { email: "member@demo.stockroom.local", fullName: "Morgan Member", role: "member" },
  { email: "viewer@demo.stockroom.local", fullName: "Vic Viewer", role: "viewer" },
] as const;

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
  await db.transaction(async (tx) => {
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
  });
  console.log(`[seed] ${DEMO_ORG}: sign in as ${PEOPLE.map((p) => p.email).join(", ")} with password "${PASSWORD}".`);
} finally {
  await close();
  await database.stop();
}
