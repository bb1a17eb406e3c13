import { MOBILE_ASSET_NOT_FOUND, monthKey } from "@stockroom/core";
import { assets, assetTypes, type Database, formSubmissions, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq, inArray } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordInventoryEvent } from "../inventory/record-inventory-event";
import { liveInventoryItem } from "../queries/live-rows";

export type DiagnosticStatus = "success" | "error" | "warning" | "info";
export interface DiagnosticStep {
  name: string;
  status: DiagnosticStatus;
  message: string;
  details?: Record<string, unknown>;
}

class RollBack extends Error {}

/**
 * Spec 01 "Mobile diagnostics", server half: the asset, its type and workflow forms, its
 * inventory item, and a write test that inserts a history entry and a form submission and
 * rolls them back in the same transaction, so nothing is left behind (checked after).
 */
export async function runMobileDiagnostics(
  ctx: { db: Database; orgId: string; actorId: string },
  input: { assetId: string },
): Promise<DiagnosticStep[]> {
  const steps: DiagnosticStep[] = [];
  const [asset] = await ctx.db
    .select({
      id: assets.id,
      name: assets.name,
      assetTypeId: assets.assetTypeId,
      typeName: assetTypes.name,
      intakeFormId: assetTypes.intakeFormId,
      inventoryFormId: assetTypes.inventoryFormId,
      itemId: inventoryItems.id,
      quantity: inventoryItems.quantity,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(inventoryItems, liveInventoryItem(ctx.orgId, assets.id))
    .where(and(eq(assets.organizationId, ctx.orgId), eq(assets.id, input.assetId), eq(assets.isDeleted, false)))
    .limit(1);
  if (!asset) throw new DomainError("NOT_FOUND", MOBILE_ASSET_NOT_FOUND);
  steps.push({ name: "Asset lookup", status: "success", message: `Found "${asset.name}"`, details: { id: asset.id } });
  steps.push({ name: "Asset type", status: "success", message: asset.typeName, details: { id: asset.assetTypeId } });
  for (const [label, formId] of [
    ["Intake form", asset.intakeFormId],
    ["Inventory form", asset.inventoryFormId],
  ] as const) {
    steps.push(
      formId
        ? { name: label, status: "success", message: "Configured", details: { formId } }
        : { name: label, status: "warning", message: "Not configured" },
    );
  }
  steps.push(
    asset.itemId
      ? {
          name: "Inventory item",
          status: "success",
          message: `Quantity ${asset.quantity}`,
          details: { id: asset.itemId },
        }
      : { name: "Inventory item", status: "info", message: "No inventory item yet; the first count creates it" },
  );

  const formId = asset.inventoryFormId ?? asset.intakeFormId;
  const written: { historyId: string | null; submissionId: string | null } = { historyId: null, submissionId: null };
  try {
    await ctx.db.transaction(async (tx) => {
      if (formId) {
        const [row] = await tx
          .insert(formSubmissions)
          .values({
            organizationId: ctx.orgId,
            formId,
            assetId: asset.id,
            assetTypeId: asset.assetTypeId,
            submissionData: { diagnostic: true },
            monthYear: monthKey(new Date()),
            submittedBy: ctx.actorId,
          })
          .returning({ id: formSubmissions.id });
        written.submissionId = row?.id ?? null;
      }
      if (asset.itemId) {
        await tx
          .select({ id: inventoryItems.id })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.organizationId, ctx.orgId), eq(inventoryItems.id, asset.itemId)))
          .for("update");
        const { historyId } = await recordInventoryEvent(
          tx,
          { orgId: ctx.orgId, actorId: ctx.actorId },
          {
            type: "check",
            inventoryItemId: asset.itemId,
            quantity: asset.quantity ?? 0,
            notes: "Mobile diagnostic test (rolled back)",
          },
        );
        written.historyId = historyId;
      }
      throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) {
      steps.push({
        name: "Write test",
        status: "error",
        message: "Could not write test rows",
        details: { error: String(err) },
      });
      return steps;
    }
  }
  const [leftHistory, leftSubmissions] = await Promise.all([
    written.historyId
      ? ctx.db
          .select({ id: inventoryHistory.id })
          .from(inventoryHistory)
          .where(and(eq(inventoryHistory.organizationId, ctx.orgId), inArray(inventoryHistory.id, [written.historyId])))
      : [],
    written.submissionId
      ? ctx.db
          .select({ id: formSubmissions.id })
          .from(formSubmissions)
          .where(and(eq(formSubmissions.organizationId, ctx.orgId), eq(formSubmissions.id, written.submissionId)))
      : [],
  ]);
  const clean = leftHistory.length === 0 && leftSubmissions.length === 0;
  steps.push({
    name: "Write test",
    status: written.historyId || written.submissionId ? (clean ? "success" : "error") : "info",
    message:
      written.historyId || written.submissionId
        ? clean
          ? "Test history and submission rows written and removed"
          : "Test rows were left behind"
        : "Nothing to write: no form and no inventory item",
    details: { ...written, leftBehind: !clean },
  });
  return steps;
}
