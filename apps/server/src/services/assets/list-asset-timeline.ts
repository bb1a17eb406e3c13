import { inventoryEventLabel } from "@stockroom/core";
import { inventoryHistory, inventoryItems, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { correctedValue, isCorrected } from "../queries";
import { ASSET_ACTIVITY_LIMIT, listAssetActivity } from "./list-asset-activity";
import { listAssetSubmissions } from "./list-asset-submissions";

export interface AssetTimelineEntry {
  id: string;
  kind: "change" | "submission" | "stock";
  description: string;
  actorName: string | null;
  /** The API token behind a change made through the API (its creator is the actor). */
  apiTokenName: string | null;
  createdAt: Date;
}

/**
 * The asset detail's History tab: edits of the asset (activity log), form submissions and
 * stock changes (inventory history of any of its items), newest first, the latest 50.
 * Each source reads its own index by asset (or item) and date; the merge is in memory.
 * Not found for an asset of another organization (listAssetActivity checks it).
 */
export async function listAssetTimeline({ db, orgId }: OrgContext, assetId: string): Promise<AssetTimelineEntry[]> {
  const submitter = sql<string | null>`coalesce(${users.fullName}, ${users.email})`;
  const [changes, submissions, stock] = await Promise.all([
    listAssetActivity({ db, orgId }, assetId),
    listAssetSubmissions({ db, orgId }, assetId),
    db
      .select({
        id: inventoryHistory.id,
        eventType: inventoryHistory.eventType,
        // As corrected (spec 02 §4), and marked.
        quantity: sql<number>`${correctedValue("inventory_history", "quantity")}::int`,
        corrected: isCorrected("inventory_history"),
        previous: sql<number | null>`(${inventoryHistory.responseData}->>'_previous_quantity')::numeric`,
        actorName: submitter,
        createdAt: inventoryHistory.checkDate,
      })
      .from(inventoryHistory)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryHistory.inventoryItemId))
      .leftJoin(users, eq(users.id, inventoryHistory.createdBy))
      .where(
        and(
          eq(inventoryHistory.organizationId, orgId),
          eq(inventoryItems.organizationId, orgId),
          eq(inventoryItems.assetId, assetId),
          eq(inventoryHistory.isDeleted, false),
        ),
      )
      .orderBy(desc(inventoryHistory.checkDate))
      .limit(ASSET_ACTIVITY_LIMIT),
  ]);
  const entries: AssetTimelineEntry[] = [
    // Check entries of the activity log repeat the stock rows below; the stock rows say more.
    ...changes
      .filter((c) => c.type !== "inventory_check")
      .map((c) => ({
        id: c.id,
        kind: "change" as const,
        description: c.description,
        actorName: c.actorName,
        apiTokenName: c.apiTokenName,
        createdAt: c.createdAt,
      })),
    ...submissions.map((s) => ({
      id: s.id,
      kind: "submission" as const,
      description: `Form "${s.formName}" submitted`,
      actorName: s.submittedByName,
      apiTokenName: null,
      createdAt: s.createdAt,
    })),
    ...stock.map((h) => ({
      id: h.id,
      kind: "stock" as const,
      description: `${
        h.previous === null || h.previous === undefined
          ? `${inventoryEventLabel(h.eventType)}: stock ${h.quantity}`
          : `${inventoryEventLabel(h.eventType)}: stock ${Number(h.previous)} → ${h.quantity}`
      }${h.corrected ? " (corrected)" : ""}`,
      actorName: h.actorName,
      apiTokenName: null,
      createdAt: new Date(h.createdAt),
    })),
  ];
  return entries.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).slice(0, ASSET_ACTIVITY_LIMIT);
}
