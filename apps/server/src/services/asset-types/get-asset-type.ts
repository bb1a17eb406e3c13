import { ASSET_TYPE_NOT_FOUND_MESSAGE, calculationFormulaEntries } from "@stockroom/core";
import { assets, assetTypes, forms, inventoryItems } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { assetTypeSummary } from "./asset-type-columns";

/**
 * One asset type (active or archived) with its asset and inventory item counts, its
 * conversion fields, its calculation formulas as editable entries and the names of its
 * intake and inventory forms, in one round trip.
 */
export async function getAssetType({ db, orgId }: OrgContext, id: string) {
  const intakeForm = alias(forms, "intake_form");
  const inventoryForm = alias(forms, "inventory_form");
  const [row] = await db
    .select({
      ...assetTypeSummary,
      conversionFields: assetTypes.conversionFields,
      calculationFormulas: assetTypes.calculationFormulas,
      intakeFormId: assetTypes.intakeFormId,
      intakeFormName: intakeForm.name,
      inventoryFormId: assetTypes.inventoryFormId,
      inventoryFormName: inventoryForm.name,
      createdAt: assetTypes.createdAt,
      updatedAt: assetTypes.updatedAt,
      deletedAt: assetTypes.deletedAt,
      assetCount: sql<number>`(select count(*)::int from ${assets}
        where ${assets.organizationId} = ${orgId} and ${assets.assetTypeId} = ${assetTypes.id}
          and ${assets.isDeleted} = false)`,
      inventoryItemCount: sql<number>`(select count(*)::int from ${inventoryItems}
        where ${inventoryItems.organizationId} = ${orgId} and ${inventoryItems.assetTypeId} = ${assetTypes.id}
          and ${inventoryItems.isDeleted} = false)`,
    })
    .from(assetTypes)
    .leftJoin(intakeForm, and(eq(intakeForm.id, assetTypes.intakeFormId), sql`${intakeForm.deletedAt} is null`))
    .leftJoin(
      inventoryForm,
      and(eq(inventoryForm.id, assetTypes.inventoryFormId), sql`${inventoryForm.deletedAt} is null`),
    )
    .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id)))
    .limit(1);
  if (!row) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
  const { calculationFormulas, conversionFields, ...rest } = row;
  return {
    ...rest,
    conversionFields,
    calculationFormulas: {
      intake: calculationFormulaEntries(calculationFormulas, "intake"),
      inventory: calculationFormulaEntries(calculationFormulas, "inventory"),
    },
  };
}
