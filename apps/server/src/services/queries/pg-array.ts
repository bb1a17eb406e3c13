/**
 * A PostgreSQL array literal ('{a,b}') for one bound parameter, so a list of ids or dates
 * travels as `= any($1::uuid[])` / `unnest($1::uuid[])` whatever its length (drizzle
 * would expand a JS array into `($1, $2, …)`, which is invalid when empty). The values are
 * validated uuids, month keys and ISO dates: each is quoted and escaped anyway.
 */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
