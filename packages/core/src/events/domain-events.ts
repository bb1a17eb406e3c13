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

/** Each kind's data. The developer who emits a kind owns its shape. */
export interface DomainEventData {
  "asset.created": { assetId: string; name: string; assetTypeId: string | null };
  "asset.updated": { assetId: string; name: string; changed?: string[] };
  "asset.deleted": { assetId: string; name: string };
  "inventory.checked": StockEventData;
  "stock.changed": StockEventData;
  "correction.applied": { inventoryItemId: string; historyId: string; correctionId: string; [key: string]: unknown };
  "import.completed": { batchId: string; created: number; updated: number; unchanged: number };
  low_stock: { inventoryItemId: string; assetId: string; quantity: number; [key: string]: unknown };
  "inventory.alert": { inventoryItemId: string; assetId: string; historyId: string; [key: string]: unknown };
  "member.joined": { userId: string; role: string; [key: string]: unknown };
  "report.weekly": { [key: string]: unknown };
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
