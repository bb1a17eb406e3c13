import { type SQL, sql } from "drizzle-orm";

/**
 * A history entry as corrected (spec 02 §4 "Corrections"): the newest live correction's
 * values, else the entry's own; the original row is never edited. Which correction wins —
 * newest created_at, ties by the larger id, deleted ones skipped — is core's
 * `winningCorrection`; test/core-rules-in-sql checks that this SQL says the same.
 *
 * `h` is the alias of inventory_history in the calling statement. Put `join` after it
 * (a lateral join named `${h}_c`) and read `quantity`, `location`, `notes`, `corrected`.
 */
export function entryAsCorrected(h = "h") {
  const e = sql.raw(h);
  const c = sql.raw(`${h}_c`);
  return {
    join: sql`left join lateral (
        select corr.corrected_quantity, corr.corrected_location, corr.corrected_notes
        from inventory_corrections corr
        where corr.original_history_id = ${e}.id and corr.organization_id = ${e}.organization_id
          and corr.is_deleted = false
        order by corr.created_at desc, corr.id desc
        limit 1) ${c} on true`,
    quantity: sql<number>`coalesce(${c}.corrected_quantity, ${e}.quantity)`,
    location: sql<string | null>`coalesce(${c}.corrected_location, ${e}.location)`,
    notes: sql<string | null>`coalesce(${c}.corrected_notes, ${e}.notes)`,
    corrected: sql<boolean>`(${c}.corrected_quantity is not null)`,
  } satisfies Record<string, SQL>;
}

const CORRECTED_COLUMN = { quantity: "corrected_quantity", location: "corrected_location", notes: "corrected_notes" };

/**
 * One value of entry `h` as corrected, as a scalar expression, for places a lateral join
 * cannot go (a query builder's select list, an aggregate, a `distinct on`); the same rule
 * as `entryAsCorrected`.
 */
export function correctedValue<F extends keyof typeof CORRECTED_COLUMN>(
  h: string,
  field: F,
): SQL<F extends "quantity" ? number : string | null> {
  const e = sql.raw(h);
  return sql`coalesce((
      select corr.${sql.raw(CORRECTED_COLUMN[field])} from inventory_corrections corr
      where corr.original_history_id = ${e}.id and corr.organization_id = ${e}.organization_id
        and corr.is_deleted = false
      order by corr.created_at desc, corr.id desc
      limit 1), ${e}.${sql.raw(field)})`;
}

/** The corrected quantity of entry `h` as one scalar expression. */
export function correctedQuantity(h = "h"): SQL<number> {
  return correctedValue(h, "quantity");
}

/** Whether entry `h` has a live correction (the screens mark it "Corrected"). */
export function isCorrected(h = "h"): SQL<boolean> {
  const e = sql.raw(h);
  return sql<boolean>`exists (select 1 from inventory_corrections corr
      where corr.original_history_id = ${e}.id and corr.organization_id = ${e}.organization_id
        and corr.is_deleted = false)`;
}
