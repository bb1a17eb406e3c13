import type { DomainEventKind, EventActor } from "@stockroom/core";
import type { Transaction } from "@stockroom/db";
import { NOTIFICATIONS_CONSUMER } from "./notifications";
import { webhooksConsumer } from "./webhooks";

/** An outbox row as a consumer receives it. */
export interface StoredDomainEvent {
  id: string;
  organizationId: string;
  kind: DomainEventKind;
  subjectId: string | null;
  data: Record<string, unknown>;
  actor: EventActor;
  createdAt: Date;
}

/**
 * A reader of the outbox (notifications, webhooks). `take` runs inside the dispatcher's
 * transaction with the events of its kinds, oldest first: it writes its own delivery rows
 * there (and NOTIFYs its delivery job), so an event is handed on exactly once, and a failure
 * leaves the events to the next run. It must not call out (mail, HTTP): its delivery job does.
 */
export interface EventConsumer {
  id: string;
  kinds: readonly DomainEventKind[];
  take(tx: Transaction, events: readonly StoredDomainEvent[]): Promise<void>;
}

/** Every consumer of domain events: one line each (docs/architecture.md, "Domain events"). */
export const EVENT_CONSUMERS: readonly EventConsumer[] = [NOTIFICATIONS_CONSUMER, webhooksConsumer];
