import { assetTypeForms, assetTypes, forms } from "@stockroom/db";
import { createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { BrowserApp } from "./harness";

/** A member of `orgId` who can sign in (password "pass-word-1") and has the quick access `pin`. */
export async function memberWithPin(app: BrowserApp, orgId: string, email: string, fullName: string, pin: string) {
  await createUser(app.db.db, { email, password: "pass-word-1", fullName, org: { id: orgId, role: "member" } });
  const member = await signedInClient(app, email, "pass-word-1");
  await member.trpc.profile.update.mutate({ fullName, quickAccessPin: pin });
  return member;
}

/**
 * An asset type whose inventory form (`fields`) is linked the way the builder links it: the
 * link row and the type's own inventory form, so the phone's Inventory option opens it.
 */
export async function typeWithInventoryForm(
  app: BrowserApp,
  orgId: string,
  names: { type: string; form: string },
  fields: Record<string, unknown>[],
) {
  const db = app.db.db;
  const [type] = await db.insert(assetTypes).values({ organizationId: orgId, name: names.type }).returning();
  const [form] = await db
    .insert(forms)
    .values({ organizationId: orgId, name: names.form, purpose: "inventory", formData: { fields } })
    .returning();
  if (!type || !form) throw new Error("fixture not created");
  await db
    .insert(assetTypeForms)
    .values({ organizationId: orgId, assetTypeId: type.id, formId: form.id, purpose: "inventory" });
  await db.update(assetTypes).set({ inventoryFormId: form.id }).where(eq(assetTypes.id, type.id));
  return { typeId: type.id, formId: form.id };
}
