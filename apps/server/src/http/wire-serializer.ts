import superjson from "superjson";

/**
 * THE SERVER'S ANSWERS IN SUPERJSON'S FORMAT, WRITTEN IN ONE PASS.
 *
 * The browser reads every answer with `superjson.deserialize` (apps/web/src/trpc.ts). What
 * the server sends is almost always plain data: rows of strings, numbers, booleans, nulls,
 * arrays, plain objects and `Date`s from the database. superjson's own `serialize` walks such
 * data generically (a path array copied per value, a Map of every object's paths, a second
 * object tree), which was ~8 % of a list request's CPU (issue 23, docs/benchmarks.md).
 *
 * `serializeAnswer` writes the same `{ json, meta }` superjson would for that subset in one
 * walk: `Date` becomes its ISO string with a `["Date"]` annotation and `undefined` becomes
 * null with `["undefined"]`, under superjson's escaped dotted paths, and `meta.v` is 1.
 * Anything else (a Map, a Set, a BigInt, NaN, ±Infinity or -0, an invalid date, a class
 * instance, a symbol, a function, a prototype key) or an object met twice (superjson records
 * those as referential equalities; a cycle is one too) hands the whole value to superjson,
 * so the answer is always exactly what superjson would have sent.
 */

type Annotation = ["Date"] | ["undefined"];
type Annotations = Record<string, Annotation>;

export interface WireAnswer {
  json: unknown;
  meta?: { values: Annotations | Annotation; v: 1 };
}

/** Thrown inside the walk: a value the one-pass writer leaves to superjson. */
const NOT_PLAIN = Symbol("not plain");

// superjson's pathstringifier: backslashes and dots of a key are escaped, segments joined by ".".
const escapeKey = (key: string) =>
  key.includes("\\") || key.includes(".") ? key.replace(/\\/g, "\\\\").replace(/\./g, "\\.") : key;

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

interface Walk {
  path: string[];
  annotations: Annotations | null;
  /** The annotation of the value itself (a Date or undefined at the root). */
  root: Annotation | null;
  seen: Set<object>;
}

function annotate(walk: Walk, annotation: Annotation) {
  if (walk.path.length === 0) {
    walk.root = annotation;
    return;
  }
  walk.annotations ??= {};
  walk.annotations[walk.path.join(".")] = annotation;
}

function plainValue(value: unknown, walk: Walk): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      // superjson annotates NaN, ±Infinity and -0 ("number").
      if (!Number.isFinite(value) || Object.is(value, -0)) throw NOT_PLAIN;
      return value;
    case "undefined":
      annotate(walk, ["undefined"]);
      return null;
    case "object": {
      if (value === null) return null;
      if (walk.seen.has(value)) throw NOT_PLAIN;
      walk.seen.add(value);
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw NOT_PLAIN;
        annotate(walk, ["Date"]);
        return value.toISOString();
      }
      if (Array.isArray(value)) {
        const out: unknown[] = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          walk.path.push(String(i));
          out[i] = plainValue(value[i], walk);
          walk.path.pop();
        }
        return out;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) throw NOT_PLAIN;
        walk.path.push(escapeKey(key));
        out[key] = plainValue((value as Record<string, unknown>)[key], walk);
        walk.path.pop();
      }
      return out;
    }
    default:
      // bigint, symbol, function: superjson's own rules.
      throw NOT_PLAIN;
  }
}

/** What `superjson.serialize(value)` returns, written in one pass when the value is plain data. */
export function serializeAnswer(value: unknown): WireAnswer {
  const walk: Walk = { path: [], annotations: null, root: null, seen: new Set() };
  let json: unknown;
  try {
    json = plainValue(value, walk);
  } catch (err) {
    if (err === NOT_PLAIN) return superjson.serialize(value) as WireAnswer;
    throw err;
  }
  // An annotation of the value itself is superjson's bare array.
  if (walk.root) return { json, meta: { values: walk.root, v: 1 } };
  if (!walk.annotations) return { json };
  return { json, meta: { values: walk.annotations, v: 1 } };
}

/**
 * tRPC's transformer: inputs are read by superjson as before; answers are written by
 * `serializeAnswer` (the browser's superjson reads both the same).
 */
export const wireTransformer = {
  input: superjson,
  output: { serialize: serializeAnswer, deserialize: superjson.deserialize.bind(superjson) },
};
