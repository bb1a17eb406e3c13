import type { DomainCases } from "../format";

/** reports.* — cases arrive with the procedures. */
export const reportsCases: DomainCases = {};
