import type { Anomaly, AnomalySeverity } from "../anomalies/detectAnomalies";
import type { ReorderPointSource, StockAlertLevel } from "../stock/reorder";

/**
 * What happened in an organization, as the outbox (`domain_events`) keeps it: one event per
 * change, written in the change's own transaction, read afterwards by the consumers
 * (notifications, webhooks). The kinds are the public names webhooks carry (issue 27) and
 * notifications listen to (issue 25); each kind's data is its own.
 */
export const DOMAIN_EVENT_KINDS = [
  "asset.created",
  "asset.updated",
  "asset.deleted",
  "inventory.checked",
  "stock.changed",
  "correction.applied",
  "import.completed",
  "low_stock",
  "inventory.alert",
  "member.joined",
  "report.weekly",
  "system.update",
  "product.news",
] as const;

export type DomainEventKind = (typeof DOMAIN_EVENT_KINDS)[number];

export function isDomainEventKind(value: string): value is DomainEventKind {
  return (DOMAIN_EVENT_KINDS as readonly string[]).includes(value);
}

/** A stock event's figures, shared by stock.changed and inventory.checked. */
export interface StockEventData {
  inventoryItemId: string;
  assetId: string;
  historyId: string;
  /** The history entry's event type: intake, check, audit, addition, removal, … */
  eventType: string;
  quantity: number;
  /** The item's quantity before the event (null: the item had none). */
  previousQuantity: number | null;
  at: string;
}

/** The item an alert is about, with what a notification names and links to. */
export interface StockAlertSubject {
  inventoryItemId: string;
  itemName: string;
  assetId: string;
  assetName: string;
  /** For recipients per asset type. */
  assetTypeId: string | null;
  /** The item's page: /inventory/item/{id}. */
  itemPath: string;
}

/**
 * low_stock (issue 25): the item fell to a level it was not already at — 'Out of Stock' (0),
 * 'Low Stock' (10 or less) or its reorder point — sent once until it rises above that level.
 */
export interface LowStockEventData extends StockAlertSubject {
  /** The worst level crossed, which the notification names. */
  level: StockAlertLevel;
  /** 'Out of Stock', 'Low Stock', 'At or below the reorder point'. */
  levelLabel: string;
  /** Every level crossed by this move, worst first. */
  crossed: StockAlertLevel[];
  quantity: number;
  previousQuantity: number;
  /** The reorder point that applied (null: no forecast and no minimum). */
  reorderPoint: number | null;
  reorderPointSource: ReorderPointSource | null;
  dailyUsage: number | null;
  daysUntilEmpty: number | null;
  /** The stock event that crossed (null when a new reorder minimum did). */
  historyId: string | null;
  /** The reorder list: /inventory/reorder. */
  reorderListPath: string;
}

/** inventory.alert (issue 25): core's anomaly rules flagged a new count. */
export interface InventoryAlertEventData extends StockAlertSubject {
  historyId: string;
  quantity: number;
  previousQuantity: number;
  /** The worst severity among the anomalies. */
  severity: AnomalySeverity;
  anomalies: Pick<Anomaly, "type" | "severity" | "message" | "suggestedFix" | "confidence">[];
  /** The item's history and anomaly screen: /inventory/{id}/history. */
  historyPath: string;
}

/** member.joined (issue 25): someone became a member (added, by invitation, or creating the organization). */
export interface MemberJoinedEventData {
  memberId: string;
  userId: string;
  email: string;
  name: string | null;
  role: string;
  via: "added" | "invitation" | "organization_created";
}

/** report.weekly (issue 25): Monday 08:xx in the organization's time zone. */
export interface WeeklyReportEventData {
  /** The organization's local Monday the report was made on (YYYY-MM-DD). */
  week: string;
  /** The 7 local days covered, as instants (ISO). */
  from: string;
  to: string;
  countsMade: number;
  itemsLow: number;
  itemsOut: number;
  itemsAtReorderPoint: number;
  anomaliesOpen: number;
  dataQualityScore: number;
  /** Since the last weekly report; null for the first. */
  dataQualityScoreChange: number | null;
  /** The Reports screen: /reports. */
  reportsPath: string;
}

/**
 * system.update / product.news (issue 25, the "System updates" and "New features" switches):
 * an announcement a platform operator publishes from the platform console, written once
 * per organization (the subject is the announcement's id, the same in every organization).
 */
export interface AnnouncementEventData {
  announcementId: string;
  title: string;
  body: string;
}

/** Each kind's data. The developer who emits a kind owns its shape. */
export interface DomainEventData {
  "asset.created": { assetId: string; name: string; assetTypeId: string | null };
  "asset.updated": { assetId: string; name: string; changed?: string[] };
  "asset.deleted": { assetId: string; name: string };
  "inventory.checked": StockEventData;
  "stock.changed": StockEventData;
  "correction.applied": { inventoryItemId: string; historyId: string; correctionId: string; [key: string]: unknown };
  "import.completed": { batchId: string; created: number; updated: number; unchanged: number };
  low_stock: LowStockEventData;
  "inventory.alert": InventoryAlertEventData;
  "member.joined": MemberJoinedEventData;
  "report.weekly": WeeklyReportEventData;
  "system.update": AnnouncementEventData;
  "product.news": AnnouncementEventData;
}

export type DomainEvent<K extends DomainEventKind = DomainEventKind> = {
  [P in K]: {
    kind: P;
    /** The entity the event is about (asset, item, member), for filters and links. */
    subjectId?: string | null;
    data: DomainEventData[P];
  };
}[K];

/** Who caused the event: a signed-in user, an API token, a phone session, or the system (jobs). */
export interface EventActor {
  type: "user" | "token" | "phone" | "system";
  id: string | null;
}
