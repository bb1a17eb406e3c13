import {
  ANOMALY_CONTEXT_EVENTS,
  type Anomaly,
  detectAnomalies,
  type EventActor,
  type InventoryEvent,
  REORDER_LIST_PATH,
  reorderPointOf,
  STOCK_ALERT_LEVEL_LABELS,
  type StockAlertLevel,
  sameAlertLevels,
  stockAlertCrossing,
  usageForecast,
  worstSeverity,
} from "@stockroom/core";
import { type DbOrTx, inventoryItems } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { emitEvent } from "../events/emit-event";
import { pgArray } from "../queries/pg-array";
import { type ForecastEventRow, forecastEventsJson, toInventoryEvent } from "../reorder/forecast-events";

/** What the check reads of the item before the stock writes: its state and its earlier events. */
interface StockAlertFacts {
  quantity: number;
  name: string;
  asset_id: string;
  asset_name: string;
  asset_type_id: string | null;
  asset_type_name: string | null;
  reorder_minimum: number | null;
  reorder_point: number | null;
  daily_usage: number | null;
  alert_levels: string[];
  events: ForecastEventRow[];
}

/** The stock move the check looks at; `historyId` is null for a move without a new entry (a correction). */
export interface StockMove {
  quantity: number;
  at: Date;
  historyId: string | null;
  eventType: string;
  validationStatus?: string | null;
  responseData?: Record<string, unknown> | null;
  /** The quantity before the move, when the caller read it after the move (else the item's as read). */
  previousQuantity?: number;
}

export interface StockAlertContext {
  orgId: string;
  actorId: string | null;
  actor: EventActor;
}

function readFacts(tx: DbOrTx, orgId: string, itemId: string, at: Date) {
  return tx.execute<StockAlertFacts & Record<string, unknown>>(sql`
    select ${factColumns(orgId, at)}
    from inventory_items i ${factJoins}
    where i.organization_id = ${orgId} and i.id = ${itemId} and i.is_deleted = false`);
}

const factColumns = (orgId: string, at: Date) =>
  sql`i.quantity, i.name, i.asset_id, a.name as asset_name, i.asset_type_id, t.name as asset_type_name,
           i.reorder_minimum, i.reorder_point, i.daily_usage, i.alert_levels,
           ${forecastEventsJson(orgId, sql`i.id`, at)} as events`;
const factJoins = sql`join assets a on a.id = i.asset_id and a.organization_id = i.organization_id
    left join asset_types t on t.id = i.asset_type_id and t.organization_id = i.organization_id`;

/**
 * Issue 25's two checks on every stock move, inside the move's transaction (a rollback emits
 * nothing): `before` reads the item's alert state and its earlier events, and is sent ahead of
 * the move's own statements (pipelined with them: no round trip of its own); `after` runs
 * core's rules on the move and
 * - keeps the forecast's reorder point and daily usage on the item (the reorder list reads them),
 * - emits `low_stock` when the item falls to a level ('Out of Stock', 'Low Stock', its reorder
 *   point) it was not already at, once until it rises above that level again,
 * - emits `inventory.alert` when core's anomaly rules flag the new count.
 * Writes only when something changed.
 */
export function stockAlertCheck(tx: DbOrTx, ctx: StockAlertContext, itemId: string, at: Date) {
  // Sent now, ahead of the caller's writes (a drizzle query runs at each `then`, so it is
  // turned into one promise here: awaiting it again later must not read the item again).
  const before: Promise<StockAlertFacts[]> = readFacts(tx, ctx.orgId, itemId, at).then((rows) => [...rows]);
  return {
    before,
    async after(move: StockMove): Promise<void> {
      const [facts] = await before;
      if (facts) await applyStockAlerts(tx, ctx, itemId, facts, move);
    },
  };
}

/** The check for a caller that has no statements to pipeline it with (a correction, a new minimum). */
export async function checkStockAlerts(
  tx: DbOrTx,
  ctx: StockAlertContext,
  itemId: string,
  move: StockMove,
): Promise<void> {
  await stockAlertCheck(tx, ctx, itemId, move.at).after(move);
}

/**
 * The same check for many moves at once, for a bulk writer that has already written them (an
 * import's batched events, the batched corrections of its undo): the items' facts in one
 * statement, then core's rules per item exactly as {@link checkStockAlerts} runs them, writing
 * only what changed. Every move must share one `at`. Each item is checked, not only those at a
 * level before: a new or corrected count changes the forecast's reorder point, which can put an
 * item at or below it that was above the old one.
 */
export async function checkStockAlertsOfItems(
  tx: DbOrTx,
  ctx: StockAlertContext,
  moves: ReadonlyMap<string, StockMove>,
  at: Date,
): Promise<void> {
  if (moves.size === 0) return;
  const ids = [...moves.keys()];
  const rows = await tx.execute<StockAlertFacts & { id: string } & Record<string, unknown>>(sql`
    select i.id, ${factColumns(ctx.orgId, at)}
    from unnest(${pgArray(ids)}::uuid[]) as x(id)
    join inventory_items i on i.organization_id = ${ctx.orgId} and i.id = x.id ${factJoins}
    where i.is_deleted = false`);
  await Promise.all(
    [...rows].map((facts) => {
      const move = moves.get(facts.id);
      return move ? applyStockAlerts(tx, ctx, facts.id, facts, move) : undefined;
    }),
  );
}

async function applyStockAlerts(
  tx: DbOrTx,
  ctx: StockAlertContext,
  itemId: string,
  facts: StockAlertFacts,
  move: StockMove,
): Promise<void> {
  // A caller that checks after its writes (the import's batched writer) finds the move's own
  // entry among the item's events: it is the current one, not an earlier one.
  const earlier = facts.events.filter((e) => !move.historyId || e.id !== move.historyId).map(toInventoryEvent);
  const current: InventoryEvent | null = move.historyId
    ? {
        id: move.historyId,
        quantity: move.quantity,
        event_type: move.eventType,
        check_date: move.at,
        created_at: move.at,
        created_by: ctx.actorId,
        validation_status: move.validationStatus ?? null,
        response_data: move.responseData ?? {},
      }
    : null;
  const forecast = usageForecast(current ? [current, ...earlier] : earlier, move.quantity, move.at);
  const { reorderPoint, source } = reorderPointOf({ minimum: facts.reorder_minimum, forecast });
  const crossing = stockAlertCrossing(facts.alert_levels, move.quantity, reorderPoint);
  const forecastPoint = forecast?.reorderPoint ?? null;
  const dailyUsage = forecast?.dailyUsage ?? null;

  const writes: Promise<unknown>[] = [];
  if (
    forecastPoint !== facts.reorder_point ||
    dailyUsage !== (facts.daily_usage === null ? null : Number(facts.daily_usage)) ||
    !sameAlertLevels(facts.alert_levels, crossing.levels)
  ) {
    writes.push(
      tx
        .update(inventoryItems)
        .set({ reorderPoint: forecastPoint, dailyUsage, alertLevels: crossing.levels })
        .where(and(eq(inventoryItems.organizationId, ctx.orgId), eq(inventoryItems.id, itemId))),
    );
  }
  const subject = {
    inventoryItemId: itemId,
    itemName: facts.name,
    assetId: facts.asset_id,
    assetName: facts.asset_name,
    assetTypeId: facts.asset_type_id,
    itemPath: `/inventory/item/${itemId}`,
  };
  if (crossing.level) {
    writes.push(
      emitEvent(
        tx,
        { orgId: ctx.orgId, actor: ctx.actor },
        {
          kind: "low_stock",
          subjectId: itemId,
          data: {
            ...subject,
            level: crossing.level as StockAlertLevel,
            levelLabel: STOCK_ALERT_LEVEL_LABELS[crossing.level],
            crossed: crossing.crossed,
            quantity: move.quantity,
            previousQuantity: move.previousQuantity ?? Number(facts.quantity),
            reorderPoint,
            reorderPointSource: source,
            dailyUsage,
            daysUntilEmpty: forecast?.daysUntilEmpty ?? null,
            historyId: move.historyId,
            reorderListPath: REORDER_LIST_PATH,
          },
        },
      ),
    );
  }
  const anomalies: Anomaly[] = current
    ? detectAnomalies({
        event: current,
        earlier: earlier.slice(0, ANOMALY_CONTEXT_EVENTS),
        assetTypeName: facts.asset_type_name,
      })
    : [];
  const severity = worstSeverity(anomalies);
  if (current && severity) {
    writes.push(
      emitEvent(
        tx,
        { orgId: ctx.orgId, actor: ctx.actor },
        {
          kind: "inventory.alert",
          subjectId: itemId,
          data: {
            ...subject,
            historyId: current.id,
            quantity: move.quantity,
            previousQuantity: move.previousQuantity ?? Number(facts.quantity),
            severity,
            anomalies: anomalies.map((a) => ({
              type: a.type,
              severity: a.severity,
              message: a.message,
              suggestedFix: a.suggestedFix,
              confidence: a.confidence,
            })),
            historyPath: `/inventory/${itemId}/history`,
          },
        },
      ),
    );
  }
  await Promise.all(writes);
}
