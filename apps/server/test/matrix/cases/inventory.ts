import type { DomainCases } from "../format";

/** inventory.items.*, inventory.history.*, inventory.snapshots.* — cases arrive with the procedures (issue 12). */
export const inventoryCases: DomainCases = {};
