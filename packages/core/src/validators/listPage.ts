import { z } from "zod";

// What a paged list takes besides its filters (core's lists/listPage.ts has the answer shape).

/**
 * The total a screen already has for the same filter, sent back with another page so the
 * server need not count again. The server reuses it only when it covers the page asked for
 * and agrees with the rows it reads; otherwise it counts.
 */
export const knownTotalInput = z
  .object({
    total: z.number().int().min(0).max(1_000_000_000),
    totalIsExact: z.boolean(),
  })
  .optional();
