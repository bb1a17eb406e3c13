import {
  ASSET_NOT_FOUND_FOR_QR_MESSAGE,
  calculationFormulasFor,
  DEFAULT_MOBILE_ACTION,
  MOBILE_ASSET_NOT_FOUND,
  MOBILE_WORKFLOW_OPTIONS,
  type MobileAssetRef,
  type MobileWorkflowType,
  mobileFormSubmitPath,
  NO_QR_CODE_MESSAGE,
  parseQrPayload,
} from "@stockroom/core";
import { assets, assetTypes, type DbOrTx } from "@stockroom/db";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { DomainError } from "../../errors";
import { findAssetByLabelCode } from "../assets/find-asset-by-label-code";
import type { OrgContext } from "../context";

/** Spec 01 "Mobile QR page": Intake → the intake form; Inventory / Continue Inventory → the inventory form. */
const OPTION_SLOT: Record<MobileWorkflowType, "intake" | "inventory"> = {
  intake: "intake",
  inventory: "inventory",
  continue_inventory: "inventory",
};

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which asset a mobile URL names: /mobile/asset/{id}, or /qr/{code} with any value core's
 * parseQrPayload understands (an id, a barcode or asset_id, base64 JSON, a label's short
 * code). Only the caller's organizations are searched (`orgIds` in order: the sign-in's,
 * the PIN session's, the enrolled phone's), a code with findAssetByLabelCode (codes are
 * unique within an organization only): a label of any other organization is not found, so
 * the page tells no one whether another organization's code exists or what its id is
 * (issue 21 §2).
 */
export async function resolveMobileAsset(
  db: DbOrTx,
  ref: MobileAssetRef,
  orgIds: readonly string[],
): Promise<{ id: string; organizationId: string }> {
  let where: SQL | undefined;
  if ("assetId" in ref) {
    where = eq(assets.id, ref.assetId);
  } else {
    const parsed = parseQrPayload(ref.code);
    if (!parsed) throw new DomainError("BAD_REQUEST", NO_QR_CODE_MESSAGE);
    if (parsed.by === "id") {
      if (!ID_PATTERN.test(parsed.assetId)) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_FOR_QR_MESSAGE);
      where = eq(assets.id, parsed.assetId);
    } else {
      const code = parsed.by === "barcode" ? parsed.barcode : parsed.code;
      // A code printed on a label (issue 20) names an asset of the caller's organizations only.
      for (const orgId of orgIds) {
        const id = await findAssetByLabelCode({ db, orgId }, code);
        if (id) return { id, organizationId: orgId };
      }
      throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_FOR_QR_MESSAGE);
    }
  }
  const rows =
    orgIds.length === 0
      ? []
      : await db
          .select({ id: assets.id, organizationId: assets.organizationId })
          .from(assets)
          .where(and(inArray(assets.organizationId, [...orgIds]), where, eq(assets.isDeleted, false)))
          .limit(20);
  const own = orgIds.map((orgId) => rows.filter((r) => r.organizationId === orgId)).find((r) => r.length === 1);
  const found = own?.[0];
  if (!found) {
    throw new DomainError("NOT_FOUND", "assetId" in ref ? MOBILE_ASSET_NOT_FOUND : ASSET_NOT_FOUND_FOR_QR_MESSAGE);
  }
  return found;
}

/**
 * The options state of the mobile page (spec 01): asset name, type name, barcode and one
 * entry per workflow option with its form (null: "Not configured") and submit path. Only
 * for a caller of the asset's own organization.
 */
export async function getMobileAssetOptions({ db, orgId }: OrgContext, assetId: string) {
  const [row] = await db
    .select({
      id: assets.id,
      name: assets.name,
      barcode: assets.barcode,
      humanCode: assets.assetId,
      assetTypeId: assetTypes.id,
      assetTypeName: assetTypes.name,
      intakeFormId: assetTypes.intakeFormId,
      inventoryFormId: assetTypes.inventoryFormId,
      calculationFormulas: assetTypes.calculationFormulas,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, assetId), eq(assets.isDeleted, false)));
  if (!row) throw new DomainError("NOT_FOUND", MOBILE_ASSET_NOT_FOUND);
  const formOf = { intake: row.intakeFormId, inventory: row.inventoryFormId };
  return {
    asset: {
      id: row.id,
      name: row.name,
      barcode: row.barcode ?? row.humanCode,
      assetTypeId: row.assetTypeId,
      assetTypeName: row.assetTypeName,
    },
    options: MOBILE_WORKFLOW_OPTIONS.map((option) => {
      const slot = OPTION_SLOT[option.type];
      const formId = formOf[slot];
      return {
        ...option,
        formId,
        // Spec 01 "Mobile QR page", spec 02 §4: every option's action defaults to continue, so
        // Inventory too opens this month's entry when there is one ('Create New Entry Instead').
        action: DEFAULT_MOBILE_ACTION,
        path: formId ? mobileFormSubmitPath(formId, option.type, DEFAULT_MOBILE_ACTION) : null,
        calculationFormulas: calculationFormulasFor(row.calculationFormulas, slot),
      };
    }),
  };
}
