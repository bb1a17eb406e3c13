import { forms } from "@stockroom/db";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { formLinks, qualified as q } from "./qualified";

export type { FormAssetTypeLink } from "./qualified";

/**
 * The forms list: one tab's forms (active newest-updated first, archived newest-archived
 * first) with their field count and asset type links, plus both tab counters, in two
 * queries whatever the number of forms.
 */
export async function listForms({ db, orgId }: OrgContext, input: { archived: boolean }) {
  const links = formLinks(orgId);

  const [rows, counts] = await Promise.all([
    db
      .select({
        id: forms.id,
        name: forms.name,
        description: forms.description,
        purpose: forms.purpose,
        version: forms.version,
        fieldCount:
          sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${q(forms.formData)} -> 'fields') = 'array'
          then ${q(forms.formData)} -> 'fields' end), 0)`.mapWith(Number),
        createdAt: forms.createdAt,
        updatedAt: forms.updatedAt,
        deletedAt: forms.deletedAt,
        links,
      })
      .from(forms)
      .where(
        and(eq(forms.organizationId, orgId), input.archived ? isNotNull(forms.deletedAt) : isNull(forms.deletedAt)),
      )
      .orderBy(input.archived ? desc(forms.deletedAt) : desc(forms.updatedAt), forms.name),
    db
      .select({
        active: sql<number>`count(*) filter (where ${forms.deletedAt} is null)`.mapWith(Number),
        archived: sql<number>`count(*) filter (where ${forms.deletedAt} is not null)`.mapWith(Number),
      })
      .from(forms)
      .where(eq(forms.organizationId, orgId)),
  ]);
  return { forms: rows, counts: counts[0] ?? { active: 0, archived: 0 } };
}
