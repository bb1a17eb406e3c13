import { describe, expect, it } from "vitest";
import { type CachedSession, SessionCache } from "../src/auth/session-cache";
import type { Viewer } from "../src/services/auth/load-viewer";

const viewer = { user: { id: "u1", email: "a@test.local" } } as Viewer;
/** The cache's clock starts here; sessions expire relative to it. */
const T0 = Date.parse("2026-11-27T09:00:00Z");
const session = (expiresAt = new Date(T0 + 86_400_000)): CachedSession => ({ viewer, expiresAt });

function cache(ttlMs = 5_000) {
  let now = T0;
  const c = new SessionCache({ ttlMs, now: () => now });
  return {
    c,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("SessionCache", () => {
  it("keeps nothing and answers nothing until its listening connection is live", () => {
    const { c } = cache();
    c.set("s1", session(), c.generation);
    expect(c.get("s1")).toBeUndefined();
    c.setLive(true);
    c.set("s1", session(), c.generation);
    expect(c.get("s1")?.viewer).toBe(viewer);
  });

  it("forgets everything when the connection goes down, and does not answer while it is down", () => {
    const { c } = cache();
    c.setLive(true);
    c.set("s1", session(), c.generation);
    c.setLive(false);
    expect(c.get("s1")).toBeUndefined();
    c.setLive(true);
    expect(c.get("s1")).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it("does not keep a lookup that started before a notification", () => {
    const { c } = cache();
    c.setLive(true);
    const started = c.generation;
    c.invalidate(); // a session change arrived while the lookup ran
    c.set("s1", session(), started);
    expect(c.get("s1")).toBeUndefined();
  });

  it("drops an entry after its time to live and a session past its expiry", () => {
    const { c, advance } = cache(5_000);
    c.setLive(true);
    c.set("s1", session(), c.generation);
    c.set("s2", session(new Date(T0 + 1_000)), c.generation);
    advance(1_000);
    expect(c.get("s2")).toBeUndefined();
    expect(c.get("s1")).toBeDefined();
    advance(4_000);
    expect(c.get("s1")).toBeUndefined();
  });

  it("is off with a time to live of 0", () => {
    const { c } = cache(0);
    c.setLive(true);
    c.set("s1", session(), c.generation);
    expect(c.usable).toBe(false);
    expect(c.get("s1")).toBeUndefined();
  });
});
