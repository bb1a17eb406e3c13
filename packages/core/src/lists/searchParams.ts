import * as z from "zod/mini";

/**
 * Building blocks of the lists' URL state (TanStack Router `validateSearch`). Written with
 * `zod/mini` because route search schemas load with the app's entry chunk: the phone and the
 * sign-in page must not pay for full zod. Every field is optional and falls back to
 * `undefined` (the list's default) when the URL holds anything unexpected, so a hand-edited
 * or stale link opens the list instead of an error page. Defaults are left out of the URL,
 * which keeps shared links short.
 */

/** Free text (search box): trimmed, at most 200 characters; empty → undefined. */
export const textParam = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim().slice(0, 200) || undefined),
    ),
  ),
  undefined,
);

/** A page number from 1 to 100,000; 1 is the default and is left out. */
export const pageParam = z.catch(
  z.optional(
    z.pipe(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
      z.transform((n) => (n === 1 ? undefined : n)),
    ),
  ),
  undefined,
);

/** One of a fixed set of values (a tab, a sort column, a status); anything else → undefined. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** A page size from the list's allowed sizes. */
export function pageSizeParam(sizes: readonly number[]) {
  return z.catch(
    z.optional(
      z.pipe(
        z.coerce.number(),
        z.transform((n) => (sizes.includes(n) ? n : undefined)),
      ),
    ),
    undefined,
  );
}

/** 'asc' | 'desc'. */
export const directionParam = enumParam(["asc", "desc"]);

/** A boolean flag written as `1`/`true`; absent or anything else → undefined (false). */
export const flagParam = z.catch(
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => (v === true || v === "1" || v === "true" ? true : undefined)),
    ),
  ),
  undefined,
);

/** An id-like token (uuid or short code): letters, digits, '-' and '_' only, ≤ 64 chars. */
export const idParam = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((s) => (/^[A-Za-z0-9_-]{1,64}$/.test(s) ? s : undefined)),
    ),
  ),
  undefined,
);

/** Several ids (a multi-filter), written as repeated keys or one comma-separated value. */
export const idListParam = z.catch(
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const items = (Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [])
          .filter((s): s is string => typeof s === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(s))
          .slice(0, 100);
        return items.length > 0 ? [...new Set(items)] : undefined;
      }),
    ),
  ),
  undefined,
);

/** Builds a list's search schema and returns its parser for `validateSearch`. */
export function listSearch<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const schema = z.object(shape);
  return (search: Record<string, unknown>): z.output<typeof schema> => schema.parse(search);
}
