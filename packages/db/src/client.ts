import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Database = PostgresJsDatabase<Schema>;
/** The transaction handle passed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  sql: postgres.Sql;
  close(): Promise<void>;
}

/**
 * Statements with at most this many parameters are prepared. Longer ones are mostly id
 * lists (`in ($1, …, $n)`) whose text changes with their length: preparing each length
 * would only fill the per-connection statement cache.
 */
const MAX_PREPARED_PARAMETERS = 64;

/**
 * The client drizzle talks to, with postgres.js's named prepared statements turned on.
 *
 * drizzle's postgres-js driver sends every query with `prepare: false`. postgres.js then
 * has to learn the parameter types before it can bind: Parse + Describe, wait for the
 * answer, then Bind + Execute, so every parameterized statement costs two round trips and
 * nothing sent behind it on a transaction's connection is pipelined. A prepared statement
 * is parsed once per connection and afterwards costs one Bind + Execute that pipelines
 * with its neighbours (docs/benchmarks.md, "Submits"). postgres.js keeps the statements per
 * connection and replaces connections after 30–60 minutes (`max_lifetime`), which bounds
 * what both sides keep.
 */
function withPreparedStatements<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      if (property === "unsafe") {
        return (query: string, parameters?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, parameters as postgres.ParameterOrJSON<never>[], {
            ...options,
            prepare: (parameters?.length ?? 0) <= MAX_PREPARED_PARAMETERS,
          });
      }
      // Transactions and savepoints hand their callback a client of their own: wrap it too.
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: postgres.TransactionSql) => unknown;
          return (value as (...a: unknown[]) => unknown).apply(target, [
            ...args,
            (tx: postgres.TransactionSql) => callback(withPreparedStatements(tx)),
          ]);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** Each database handle's plan-once pool ({@link planOnce}). */
const planOncePools = new WeakMap<object, Database>();

export function createDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const max = options.max ?? 10;
  const settings = {
    onnotice: () => {},
    // While the server is away a request must fail within seconds (503), not hang for the
    // driver's default 30 s; the pool reconnects by itself on the next query.
    connect_timeout: 5,
    // timestamps come back as Date, numerics as strings unless the column says otherwise
  };
  const sql = postgres(url, { ...settings, max });
  const db = drizzle(withPreparedStatements(sql), { schema, casing: "snake_case" });
  // A few connections of their own (opened on first use) whose statements keep one plan; see planOnce.
  const planOnceSql = postgres(url, {
    ...settings,
    max: Math.max(1, Math.ceil(max / 4)),
    connection: { plan_cache_mode: "force_generic_plan" },
  });
  planOncePools.set(db, drizzle(withPreparedStatements(planOnceSql), { schema, casing: "snake_case" }));
  return {
    db,
    sql,
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), planOnceSql.end({ timeout: 5 })]);
    },
  };
}

/**
 * The database to run a statement on that PostgreSQL should plan ONCE per connection (its
 * generic plan) rather than on every run. Only for a statement whose best plan does not
 * depend on its parameters' values: a list page filtered by the organization alone, not by a
 * text search or a value some rows have and most do not (services/lists/list-page.ts
 * `planOnce`).
 *
 * Why: a prepared statement is planned for its values (a custom plan) on its first five runs,
 * then PostgreSQL keeps its generic plan only if that looks no costlier. A page's `limit $n
 * offset $m` makes the generic plan look costlier (an unknown limit or offset counts as 10 % of
 * the rows), so the asset grid's page was planned on every request: 0.35–0.45 ms of planning
 * for 0.15–0.2 ms of execution (issue 23 "Lists", docs/benchmarks.md). These connections are
 * opened with `plan_cache_mode = force_generic_plan`, so their statements are planned on the
 * first run only; every other statement stays on the main pool under PostgreSQL's usual rule.
 * Inside a transaction (or for a handle not made by {@link createDatabase}) it is `db` itself.
 */
export function planOnce(db: DbOrTx): DbOrTx {
  return planOncePools.get(db) ?? db;
}

/** Driver codes of a connection that could not be made or was lost (postgres.js `Errors.connection`). */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * True when an error (or one of its causes, as drizzle wraps driver errors) says the
 * database is not reachable right now: a lost or refused connection, or a server that is
 * shutting down, crashed or still recovering (SQLSTATE class 08, 57P01–57P03).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    if (isKnownDriverSocketError(e)) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_CODES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03") return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The postgres driver (3.4.9 as published) throws from a timer after a connection's socket
 * is gone: `TypeError: Cannot read properties of null (reading 'write')` in `nextWrite`
 * when the server dies mid-write (porsager/postgres #1154, #1208). The installed driver is
 * patched (patches/postgres+3.4.9.patch, the guard of PR #1209), so this should no longer
 * happen; the process guard still recognises it, should another path of the driver do the
 * same, to log it and keep serving.
 *
 * Recognised by the error and the driver's own function names in the stack (`nextWrite`,
 * `connectTimedOut`, `closed`), never by a file path: the production bundle
 * (apps/server/dist/main.js) has no `node_modules/postgres/…` in its stack traces.
 */
export function isKnownDriverSocketError(err: unknown): boolean {
  if (!(err instanceof TypeError)) return false;
  return (
    /^Cannot read properties of null \(reading '(write|destroy|removeListener|once)'\)$/.test(err.message) &&
    /\n\s+at (?:[\w$]+\.)?(?:nextWrite|connectTimedOut|closed) \(/.test(err.stack ?? "")
  );
}
