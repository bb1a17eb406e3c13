import type { Database } from "@stockroom/db";

/** What every inventory use case receives first: the database and who acts in which organization. */
export interface InventoryServiceContext {
  db: Database;
  orgId: string;
  actorId: string | null;
}
