import { z } from "zod";

// What a paged list takes besides its filters (core's lists/listPage.ts has the answer shape).

// The total of a list is the server's alone (apps/server/src/services/lists/list-totals.ts
// keeps each filter's count until a write changes it): an input carries none. The
// `knownTotal` older screens sent back is dropped like any unknown key (z.object strips them).

/**
 * Keyset paging (the REST API's cursors, issue 27): the sort key and id of the last row of
 * the previous page, as the server gave them (`lastKey`); the next page starts after it, so
 * rows added or removed meanwhile neither repeat nor skip a row. `null`: the first page, in
 * keyset mode (the answer carries its `lastKey`). The web app's screens page by number.
 * Texts only: every sort key is compared as the column's type read from text (a number
 * against a text column would be a type error, not the client's 400).
 */
export const listAfterInput = z.array(z.string().max(200)).max(8).nullish();
