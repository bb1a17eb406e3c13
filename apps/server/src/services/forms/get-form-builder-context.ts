import { ASSET_TYPE_NOT_FOUND_MESSAGE, fieldNameFromLabel } from "@stockroom/core";
import { assetTypeForms, assetTypes, forms, mappedFields } from "@stockroom/db";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { qualified as q } from "./qualified";

export interface MappableReference {
  /** What goes into {mapped.name}. */
  name: string;
  label: string;
  type: string;
  /** 'conversion' for the asset type's conversion fields, else the registering form. */
  source: "conversion" | "form";
  formId: string | null;
  formName: string | null;
  inventoryAction: string | null;
}

/** The name a registered form field is read under in {mapped.…} and in asset metadata. */
export function mappedNameOf(label: string): string {
  return fieldNameFromLabel(label) || "field";
}

/**
 * What the builder shows beside the fields: the chosen asset type's banner (conversion
 * fields, the mapped fields of forms linked to it) and every {mapped.…} reference a
 * formula may use — the type's conversion fields and the mapped fields of the
 * organization's other active forms (get_mappable_fields_with_form_names).
 */
export async function getFormBuilderContext(
  { db, orgId }: OrgContext,
  input: { assetTypeId?: string | null | undefined; formId?: string | null | undefined },
) {
  const [type, registered] = await Promise.all([
    input.assetTypeId
      ? db
          .select({
            id: assetTypes.id,
            name: assetTypes.name,
            color: assetTypes.color,
            conversionFields: assetTypes.conversionFields,
            linkedFormIds: sql<string[]>`coalesce((select json_agg(distinct ${q(assetTypeForms.formId)})
              from ${assetTypeForms} where ${q(assetTypeForms.organizationId)} = ${orgId}
                and ${q(assetTypeForms.assetTypeId)} = ${q(assetTypes.id)}
                and ${q(assetTypeForms.isDeleted)} = false), '[]'::json)`,
          })
          .from(assetTypes)
          .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, input.assetTypeId)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    db
      .select({
        formId: forms.id,
        formName: forms.name,
        fieldId: mappedFields.fieldId,
        label: mappedFields.label,
        type: mappedFields.fieldType,
        inventoryAction: mappedFields.inventoryAction,
      })
      .from(mappedFields)
      .innerJoin(forms, and(eq(forms.id, mappedFields.formId), isNull(forms.deletedAt)))
      .where(
        and(eq(mappedFields.organizationId, orgId), input.formId ? ne(mappedFields.formId, input.formId) : undefined),
      )
      .orderBy(asc(forms.name), asc(mappedFields.label)),
  ]);
  if (input.assetTypeId && !type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);

  const conversionFields = (type?.conversionFields ?? []).map((f) => ({
    name: String(f.field_name ?? ""),
    label: String(f.label ?? f.field_name ?? ""),
    type: String(f.type ?? "text"),
    mappable: f.mappable !== false,
  }));
  const references: MappableReference[] = [
    ...conversionFields
      .filter((f) => f.name !== "" && f.mappable)
      .map((f) => ({
        name: f.name,
        label: f.label,
        type: f.type,
        source: "conversion" as const,
        formId: null,
        formName: null,
        inventoryAction: null,
      })),
    ...registered.map((r) => ({
      name: mappedNameOf(r.label),
      label: r.label,
      type: r.type,
      source: "form" as const,
      formId: r.formId,
      formName: r.formName,
      inventoryAction: r.inventoryAction,
    })),
  ];
  const linked = new Set(type?.linkedFormIds ?? []);
  return {
    assetType: type
      ? {
          id: type.id,
          name: type.name,
          color: type.color,
          conversionFields,
          mappedFormFields: references.filter((r) => r.formId !== null && linked.has(r.formId)),
        }
      : null,
    mappableFields: references,
  };
}
