import { invitations, organizationMembers, organizations } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { createUser, latestMailTo, signedInClient, type TestApp, type TestClient, twoOrganizations } from "../harness";
import { A_MARKER, type Caller, type MatrixWorld } from "./format";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Two organizations; A holds one of everything (asset type, asset, linked form, a
 * submission, a test value set, a pending invitation, an uploaded file), every name
 * carrying {@link A_MARKER}, made through A's own calls.
 */
export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const { a, b } = await twoOrganizations(t, "matrix");
  await t.db.db
    .update(organizations)
    .set({ name: `Org ${A_MARKER}` })
    .where(eq(organizations.id, a.org.id));
  const type = await a.admin.trpc.assetTypes.create.mutate({ name: `Type ${A_MARKER}` });
  const asset = await a.admin.trpc.assets.create.mutate({
    name: `Asset ${A_MARKER}`,
    asset_type_id: type.id,
    description: `Description ${A_MARKER}`,
    current_inventory: 5,
  });
  const form = (await a.admin.trpc.forms.create.mutate({
    name: `Form ${A_MARKER}`,
    purpose: "inventory",
    asset_type_id: type.id,
    form_data: { fields: [{ id: "field_1", label: `Count ${A_MARKER}`, type: "number", inventory_action: "set" }] },
  })) as { id: string };
  const submitted = await a.admin.trpc.forms.submit.mutate({
    formId: form.id,
    assetId: asset.id,
    values: { field_1: 7 },
  });
  const testValues = await a.admin.trpc.forms.testValueSets.save.mutate({
    formId: form.id,
    name: `Values ${A_MARKER}`,
    values: { field_1: 3 },
  });
  await a.admin.trpc.organization.updateSettings.mutate({ allowMemberInvites: true });
  const inviteeEmail = `invitee.${Date.now()}@test.local`;
  await a.admin.trpc.organization.invitations.create.mutate({ email: inviteeEmail });
  const mail = await latestMailTo(t.db.db, inviteeEmail);
  const invitationToken = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? "")?.[1] ?? "");
  const [invitation] = await t.db.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.organizationId, a.org.id));
  const memberEmail = `member2.${Date.now()}@test.local`;
  const member = await createUser(t.db.db, { email: memberEmail, org: { id: a.org.id, role: "member" } });
  const [membership] = await t.db.db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, a.org.id), eq(organizationMembers.userId, member.id)));
  const form2 = new FormData();
  form2.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "a.png");
  const uploaded = (await (
    await a.member.fetch(`${t.baseUrl}/api/uploads/form-uploads`, { method: "POST", body: form2 })
  ).json()) as { url: string };
  if (!invitation || !membership || !invitationToken) throw new Error("matrix world incomplete");
  return {
    t,
    a,
    b,
    ids: {
      orgId: a.org.id,
      adminEmail: a.adminUser.email,
      memberUserId: member.id,
      memberId: membership.id,
      assetTypeId: type.id,
      assetId: asset.id,
      formId: form.id,
      submissionId: (submitted as { submissionId: string }).submissionId,
      testValueSetId: (testValues as { id: string }).id,
      invitationId: invitation.id,
      invitationToken,
      uploadUrl: uploaded.url,
    },
  };
}

let freshCount = 0;

/** The client of organization B that plays `caller`. */
export async function callerOf(world: MatrixWorld, caller: Caller): Promise<TestClient | null> {
  switch (caller) {
    case "admin":
      return world.b.admin;
    case "member":
      return world.b.member;
    case "viewer":
      return world.b.viewer;
    case "anonymous":
      return null;
    case "fresh": {
      const email = `fresh.${++freshCount}.${Date.now()}@test.local`;
      await createUser(world.t.db.db, { email, password: "test-password", org: { id: world.b.org.id, role: "admin" } });
      return signedInClient(world.t, email);
    }
  }
}
