import { ADDITIONAL_FORM_PURPOSES, ASSET_TYPE_NOT_FOUND_MESSAGE, RECOMMENDED_FORMS_SHOWN } from "@stockroom/core";
import { assetTypeForms, assetTypes, forms } from "@stockroom/db";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { assetTypeSlots } from "./lock-asset-type-slots";
import { qualified as q } from "./qualified";

export interface LinkedForm {
  formId: string;
  name: string;
  description: string | null;
  purpose: string;
  fieldCount: number;
  updatedAt: Date;
}

const fieldCount =
  sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${q(forms.formData)} -> 'fields') = 'array'
  then ${q(forms.formData)} -> 'fields' end), 0)`.mapWith(Number);

/**
 * The asset type's Forms tab (get_forms_for_asset_type + find_recommended_forms_for_asset_type):
 * its intake form, its inventory form, its additional forms (adjustment, transfer, audit,
 * other) and up to 4 recommended active forms not linked to it yet — forms made for a
 * slot the type has empty first, then the most recently updated.
 */
export async function listAssetTypeForms({ db, orgId }: OrgContext, assetTypeId: string) {
  const [type] = await db
    .select(assetTypeSlots)
    .from(assetTypes)
    .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, assetTypeId)));
  if (!type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);

  // Link rows plus the slot columns (a slot column without a row still counts as linked).
  const linked = await db
    .select({
      formId: forms.id,
      name: forms.name,
      description: forms.description,
      purpose: sql<string>`coalesce(${assetTypeForms.purpose},
        case when ${forms.id} = ${type.intakeFormId ?? null}::uuid then 'intake' else 'inventory' end)`,
      fieldCount,
      updatedAt: forms.updatedAt,
    })
    .from(forms)
    .leftJoin(
      assetTypeForms,
      and(
        eq(assetTypeForms.formId, forms.id),
        eq(assetTypeForms.organizationId, orgId),
        eq(assetTypeForms.assetTypeId, type.id),
        eq(assetTypeForms.isDeleted, false),
      ),
    )
    .where(
      and(
        eq(forms.organizationId, orgId),
        isNull(forms.deletedAt),
        sql`(${assetTypeForms.id} is not null or ${forms.id} in (${type.intakeFormId ?? null}::uuid, ${type.inventoryFormId ?? null}::uuid))`,
      ),
    )
    .orderBy(asc(forms.name));

  const emptySlots = [type.intakeFormId ? null : "intake", type.inventoryFormId ? null : "inventory"].filter(
    (p): p is string => p !== null,
  );
  const recommended = await db
    .select({
      form_id: forms.id,
      form_name: forms.name,
      form_description: forms.description,
      form_type: sql<string>`coalesce(${forms.formType}, ${forms.purpose}, 'other')`,
      purpose: sql<string>`coalesce(${forms.purpose}, 'other')`,
    })
    .from(forms)
    .where(
      and(
        eq(forms.organizationId, orgId),
        isNull(forms.deletedAt),
        sql`not exists (select 1 from ${assetTypeForms} where ${q(assetTypeForms.organizationId)} = ${orgId}
          and ${q(assetTypeForms.assetTypeId)} = ${type.id} and ${q(assetTypeForms.formId)} = ${q(forms.id)}
          and ${q(assetTypeForms.isDeleted)} = false)`,
        sql`${q(forms.id)} is distinct from ${type.intakeFormId ?? null}::uuid`,
        sql`${q(forms.id)} is distinct from ${type.inventoryFormId ?? null}::uuid`,
      ),
    )
    .orderBy(
      desc(
        emptySlots.length > 0
          ? sql`coalesce(${forms.purpose}, '') in (${sql.join(
              emptySlots.map((p) => sql`${p}`),
              sql`, `,
            )})`
          : sql`false`,
      ),
      desc(forms.updatedAt),
    )
    .limit(RECOMMENDED_FORMS_SHOWN);

  const byPurpose = (purpose: string) => linked.filter((f) => f.purpose === purpose);
  return {
    assetTypeId: type.id,
    assetTypeName: type.name,
    intake: byPurpose("intake")[0] ?? null,
    inventory: byPurpose("inventory")[0] ?? null,
    additional: linked.filter((f) => (ADDITIONAL_FORM_PURPOSES as readonly string[]).includes(f.purpose)),
    recommended,
  };
}
