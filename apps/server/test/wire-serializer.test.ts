import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { serializeAnswer } from "../src/http/wire-serializer";

// The answers the browser reads with superjson (apps/web/src/trpc.ts): the one-pass writer
// must send exactly what superjson.serialize sends, for plain data and for everything else.
const row = (i: number) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name: `White Exterior Paint #${i}`,
  description: i % 2 ? null : "Batch from supplier",
  quantity: i * 3,
  price: 12.5,
  active: i % 2 === 0,
  createdAt: new Date(Date.UTC(2026, 10, i + 1, 8, 30)),
  deletedAt: null,
  metadata: { location: `Aisle ${i}`, "dotted.key": new Date(0), "back\\slash": undefined, tags: ["a", "b"] },
});

const plainCases: Array<[string, unknown]> = [
  ["a list page", { items: [row(1), row(2), row(3)], page: 1, total: 10_000, totalIsExact: false, counted: true }],
  ["an empty object", {}],
  ["an empty array", []],
  ["null", null],
  ["a string", "text"],
  ["a number", 42],
  ["false", false],
  ["a Date at the root", new Date(Date.UTC(2020, 0, 1))],
  ["undefined at the root", undefined],
  ["undefined in an object and an array", { a: undefined, b: [1, undefined, 3] }],
  ["nested arrays", [[new Date(1)], [[{ at: new Date(2) }]]]],
  ["an object without prototype", Object.assign(Object.create(null), { at: new Date(3), n: 1 })],
  ["an empty key", { "": new Date(4), x: { "": 1 } }],
  ["the same string twice", { a: "same", b: "same" }],
];

const otherCases: Array<[string, unknown]> = [
  ["a Map", { m: new Map([["a", 1]]) }],
  ["a Set", { s: new Set([1, 2]) }],
  ["a BigInt", { n: 10n }],
  ["NaN", { n: Number.NaN }],
  ["negative zero", { n: -0 }],
  ["Infinity", [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]],
  ["an invalid date", { at: new Date("nope") }],
  ["a RegExp", { r: /a.b/g }],
  ["an Error", { e: new Error("boom") }],
  ["a class instance", { u: new URL("https://example.com/") }],
  [
    "one object twice",
    (() => {
      const shared = { a: 1 };
      return { x: shared, y: shared };
    })(),
  ],
  [
    "one Date twice",
    (() => {
      const at = new Date(5);
      return { createdAt: at, updatedAt: at };
    })(),
  ],
  [
    "a cycle",
    (() => {
      const o: Record<string, unknown> = { a: 1 };
      o.self = o;
      return o;
    })(),
  ],
];

describe("serializeAnswer writes what superjson.serialize writes", () => {
  for (const [name, value] of [...plainCases, ...otherCases]) {
    it(name, () => {
      const ours = serializeAnswer(value);
      expect(ours).toEqual(superjson.serialize(value));
      // …and the browser's superjson reads back the value (JSON on the wire in between).
      const read = superjson.deserialize(JSON.parse(JSON.stringify(ours)));
      expect(read).toEqual(superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value)))));
    });
  }

  it("refuses a prototype key as superjson does", () => {
    const value = JSON.parse('{"ok":{"__proto__":{"polluted":true}}}');
    expect(() => superjson.serialize(value)).toThrow();
    expect(() => serializeAnswer(value)).toThrow();
  });

  it("annotates a list page's dates under superjson's paths", () => {
    const answer = serializeAnswer({ items: [row(1)] });
    expect(answer.meta?.values).toEqual({
      "items.0.createdAt": ["Date"],
      "items.0.metadata.dotted\\.key": ["Date"],
      "items.0.metadata.back\\\\slash": ["undefined"],
    });
    expect((answer.json as { items: Array<{ createdAt: string }> }).items[0]?.createdAt).toBe(
      "2026-11-02T08:30:00.000Z",
    );
  });
});
