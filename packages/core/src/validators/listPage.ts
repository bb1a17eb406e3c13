import { z } from "zod";

// What a paged list takes besides its filters (core's lists/listPage.ts has the answer shape).

/**
 * The total a screen already has for the same filter, sent back with another page. Accepted
 * (and checked) for the screens and API clients that send it, but no longer read: the server
 * keeps the totals it counted and knows when a write changed them
 * (apps/server/src/services/lists/list-totals.ts), which a client cannot.
 */
export const knownTotalInput = z
  .object({
    total: z.number().int().min(0).max(1_000_000_000),
    totalIsExact: z.boolean(),
  })
  .optional();
