import { DEFAULT_ORGANIZATION_TIME_ZONE, organizationTimeZoneOr } from "@stockroom/core";
import { type DbOrTx, organizations } from "@stockroom/db";
import { eq, type SQL, sql } from "drizzle-orm";

// Issue 20 "Whose month, whose clock": every month of an organization (snapshots, reports,
// the monthly pick list, the usage summary, data quality) is a month of its time zone.
// These are the SQL halves of core's monthKey/monthStart/monthEnd with a time zone.

/** The organization's time zone as a scalar subquery (for statements that need no round trip). */
export function orgTimeZoneOf(orgId: string | SQL): SQL<string> {
  return sql<string>`coalesce((select o.time_zone from organizations o where o.id = ${orgId}), ${DEFAULT_ORGANIZATION_TIME_ZONE})`;
}

/** The organization's time zone, for month keys computed in code (core's monthKey(now, tz)). */
export async function loadOrgTimeZone(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return organizationTimeZoneOr(row?.timeZone);
}

/** YYYY-MM of an instant in the zone: `date_trunc('month', ts at time zone tz)` as a key. */
export function orgMonth(ts: SQL, timeZone: SQL | string): SQL<string> {
  return sql<string>`to_char((${ts})::timestamptz at time zone (${timeZone})::text, 'YYYY-MM')`;
}

/** The first instant of a month (a YYYY-MM key) in the zone. */
export function orgMonthStart(month: SQL | string, timeZone: SQL | string): SQL<Date> {
  return sql<Date>`(((${month})::text || '-01')::timestamp at time zone (${timeZone})::text)`;
}

/** The first instant after a month (a YYYY-MM key) in the zone: its end, exclusive. */
export function orgMonthEnd(month: SQL | string, timeZone: SQL | string): SQL<Date> {
  return sql<Date>`((((${month})::text || '-01')::timestamp + interval '1 month') at time zone (${timeZone})::text)`;
}

/** The organization's month at an instant (for "this month" of the pick list and the QR lookup). */
export function orgMonthAt(orgId: string, at: Date): SQL<string> {
  return orgMonth(sql`${at.toISOString()}`, orgTimeZoneOf(orgId));
}
