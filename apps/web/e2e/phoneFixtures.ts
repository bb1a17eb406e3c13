import { assetTypes, forms, organizationMembers } from "@stockroom/db";
import { createEnrollmentCode, createUser, linkForm, signedInClient } from "@stockroom/server/testing";
import { and, eq } from "drizzle-orm";
import type { BrowserContext } from "playwright-core";
import type { BrowserApp } from "./harness";

/**
 * A one-time enrollment code of `orgId`, as an administrator's "Show enrollment code" makes
 * it (issue 21), on behalf of any active member of the organization.
 */
export async function enrollmentCode(app: BrowserApp, orgId: string): Promise<string> {
  const [member] = await app.db.db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, orgId), eq(organizationMembers.isDeleted, false)))
    .limit(1);
  if (!member) throw new Error("the organization has no member to show an enrollment code");
  const { code } = await createEnrollmentCode({ db: app.db.db, orgId, actorId: member.userId });
  return code;
}

/**
 * Enrolls the browser context as a phone of `orgId` (issue 21: a PIN is accepted only on an
 * enrolled phone): the phone sends the admin's code, and keeps the device cookie. The screen
 * itself is clicked through in phone-enrollment.test.ts.
 */
export async function enrollPhone(app: BrowserApp, context: BrowserContext, orgId: string): Promise<void> {
  const code = await enrollmentCode(app, orgId);
  const res = await context.request.post(`${app.baseUrl}/trpc/mobile.enroll`, { data: { json: { code } } });
  if (!res.ok()) throw new Error(`enrollment failed: ${res.status()} ${await res.text()}`);
}

/** A member of `orgId` who can sign in (password "pass-word-1") and has the quick access `pin`. */
export async function memberWithPin(app: BrowserApp, orgId: string, email: string, fullName: string, pin: string) {
  await createUser(app.db.db, { email, password: "pass-word-1", fullName, org: { id: orgId, role: "member" } });
  const member = await signedInClient(app, email, "pass-word-1");
  await member.trpc.profile.update.mutate({ fullName, quickAccessPin: pin });
  return member;
}

/**
 * An asset type whose inventory form (`fields`) is linked by the builder's own rule
 * (linkFormInTransaction), so the phone's Inventory option opens it.
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
  await linkForm(db, orgId, { assetTypeId: type.id, formId: form.id, purpose: "inventory" });
  return { typeId: type.id, formId: form.id };
}
