import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STARTUP_FRESH_MS, startupAnswer } from "./startupAnswer";

const answeredAt = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } });

describe("startupAnswer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it("keeps only the answer that came at startup fresh, and nothing before it arrived", () => {
    const startup = startupAnswer();
    expect(startup.staleTime(answeredAt(999_000))).toBe(0);
    startup.arrived();
    expect(startup.staleTime(answeredAt(1_000_000))).toBe(STARTUP_FRESH_MS);
    // A later answer (a refetch) is stale at once, and so is an empty query.
    expect(startup.staleTime(answeredAt(1_000_001))).toBe(0);
    expect(startup.staleTime(answeredAt(0))).toBe(0);
  });

  it("stops keeping it fresh once a screen has used it, even if it arrives after", () => {
    const startup = startupAnswer();
    startup.arrived();
    startup.end();
    expect(startup.staleTime(answeredAt(1_000_000))).toBe(0);
    startup.arrived();
    expect(startup.staleTime(answeredAt(1_000_000))).toBe(0);
  });

  it("keeps one screen's answer apart from another's", () => {
    const phone = startupAnswer();
    const dashboard = startupAnswer();
    phone.arrived();
    expect(phone.staleTime(answeredAt(1_000_000))).toBe(STARTUP_FRESH_MS);
    expect(dashboard.staleTime(answeredAt(1_000_000))).toBe(0);
  });
});
