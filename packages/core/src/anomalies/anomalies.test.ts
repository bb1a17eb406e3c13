import { describe, expect, it } from "vitest";
import { anomalyThresholds, anomalyTypeGroup, baseAnomalyThreshold } from "./anomalyThresholds";
import { type Anomaly, detectAnomalies, detectHistoryAnomalies, worstSeverity } from "./detectAnomalies";
import { detectTypo } from "./detectTypo";
import { eventTime, eventUser, type InventoryEvent, isEditedEvent, isVerifiedEvent } from "./inventoryEvent";
import { simpleAnomalyFlags } from "./simpleAnomalyFlags";

const ev = (quantity: number | null, extra: Partial<InventoryEvent> = {}): InventoryEvent => ({
  id: `e${quantity}`,
  quantity,
  ...extra,
});

describe("simple flags (spec 02 §9 recorded-change rule)", () => {
  it.each([
    [200, 100, []],
    [201, 100, ["large_change"]],
    [0, 100, []],
    [0, 101, ["large_change"]],
    [10000, 9950, []],
    [10001, 9950, ["high_quantity"]],
  ])("quantity %d after %d → %j", (quantity, previous, flags) => {
    expect(simpleAnomalyFlags(ev(quantity), previous).flags).toEqual(flags);
  });
  it("prefers the recorded _previous_quantity", () => {
    expect(simpleAnomalyFlags(ev(500, { response_data: { _previous_quantity: 450 } }), 0).flags).toEqual([]);
  });
  it("flags manual fixes, edits and pending validation", () => {
    const result = simpleAnomalyFlags(
      ev(5, { has_corrections: true, edit_history: [{ at: "x" }], validation_status: "pending" }),
    );
    expect(result).toEqual({
      flags: ["manual_fix", "edited", "needs_validation"],
      hasAnomaly: true,
      anomalyType: "manual_fix",
      isEdited: true,
    });
    expect(simpleAnomalyFlags(ev(5, { validation_status: "pending" })).anomalyType).toBe("needs_validation");
    expect(simpleAnomalyFlags(ev(500), 100).anomalyType).toBe("large_change");
    expect(simpleAnomalyFlags(ev(5), null)).toEqual({
      flags: [],
      hasAnomaly: false,
      anomalyType: "none",
      isEdited: false,
    });
    expect(simpleAnomalyFlags(ev(null), 5).flags).toEqual([]);
  });
  it("verified events show none", () => {
    const verified = ev(50000, { response_data: { verification_status: "verified" }, edit_history: { a: 1 } });
    expect(simpleAnomalyFlags(verified, 0)).toEqual({
      flags: [],
      hasAnomaly: false,
      anomalyType: "none",
      isEdited: true,
    });
  });
});

describe("event helpers", () => {
  it.each([
    [{ verification_status: "verified" }, true],
    [{ verified_status: "verified" }, true],
    [{ status: "verified" }, true],
    [{ verified: true }, true],
    [{ fix_applied: { new_quantity: 3 } }, true],
    [{ fix_applied: null }, false],
    [{ fix_applied: false }, false],
    [{ status: "pending" }, false],
    [null, false],
  ])("verified(%j) = %s", (responseData, verified) => {
    expect(isVerifiedEvent(ev(1, { response_data: responseData }))).toBe(verified);
  });
  it.each([
    [[], false],
    [[1], true],
    [{}, false],
    [{ a: 1 }, true],
    [null, false],
    ["x", false],
  ])("edited(%j) = %s", (history, edited) => {
    expect(isEditedEvent(ev(1, { edit_history: history }))).toBe(edited);
  });
  it("finds the user", () => {
    expect(eventUser(ev(1, { created_by: "u1" }))).toBe("u1");
    expect(eventUser(ev(1, { response_data: { metadata: { user_id: "u2" } } }))).toBe("u2");
    expect(eventUser(ev(1, { response_data: { metadata: { user_id: "" } } }))).toBeNull();
    expect(eventUser(ev(1, { response_data: { metadata: { other: 1 } } }))).toBeNull();
    expect(eventUser(ev(1, { response_data: { metadata: null } }))).toBeNull();
    expect(eventUser(ev(1))).toBeNull();
  });
  it("reads the time from check_date, else created_at", () => {
    expect(eventTime({ check_date: "2025-01-01T00:00:00Z", created_at: "2020-01-01" })).toBe(Date.UTC(2025, 0, 1));
    expect(eventTime({ created_at: new Date(5) })).toBe(5);
    expect(eventTime({})).toBeNaN();
  });
});

describe("thresholds by asset type (case-insensitive exact match)", () => {
  it.each([
    ["Paint", "bulk"],
    [" CHEMICAL", "bulk"],
    ["coating", "bulk"],
    ["Parts", "parts"],
    ["hardware", "parts"],
    ["Consumable", "parts"],
    ["Paint Cans", "other"],
    [null, "other"],
  ])("%j → %s", (name, group) => {
    expect(anomalyTypeGroup(name)).toBe(group);
  });
  it.each([
    [null, 50],
    [0, 20],
    [40, 20],
    [41, 20.5],
    [100, 50],
  ])("base threshold with previous %j = %d", (previous, base) => {
    expect(baseAnomalyThreshold(previous)).toBe(base);
  });
  it.each([
    ["paint", 10, { base: 20, massiveIncrease: 30, percentageJumpRatio: 2, unexpectedIncrease: 15 }],
    ["paint", 100, { base: 50, massiveIncrease: 50, percentageJumpRatio: 2, unexpectedIncrease: 15 }],
    ["parts", 10, { base: 20, massiveIncrease: 100, percentageJumpRatio: 3, unexpectedIncrease: 50 }],
    ["parts", 100, { base: 50, massiveIncrease: 250, percentageJumpRatio: 3, unexpectedIncrease: 50 }],
    ["tools", 100, { base: 50, massiveIncrease: 50, percentageJumpRatio: 2.5, unexpectedIncrease: 20 }],
    ["tools", null, { base: 50, massiveIncrease: 50, percentageJumpRatio: 2.5, unexpectedIncrease: 20 }],
  ])("%s after %j", (name, previous, expected) => {
    expect(anomalyThresholds(name, previous)).toMatchObject(expected);
  });
});

describe("typo detection", () => {
  it.each([
    [10, 95, { kind: "ten_times", fix: 9 }],
    [10, 94, null],
    [10, 105, { kind: "ten_times", fix: 10 }],
    [10, 106, null],
    [23, 125, { kind: "extra_leading_one", fix: 25 }],
    [23, 128, { kind: "extra_leading_one", fix: 28 }],
    [23, 129, null],
    [50, 150, { kind: "extra_leading_one", fix: 50 }],
    [70, 170, { kind: "extra_leading_one", fix: 70 }],
    [300, 400, { kind: "exact_increase", fix: 300 }],
    [300, 1300, { kind: "extra_leading_one", fix: 300 }],
    [2500, 3500, { kind: "exact_increase", fix: 2500 }],
    [3, 10, { kind: "extra_leading_one", fix: 0 }],
    [1, 12.5, { kind: "extra_leading_one", fix: 2.5 }],
    [300, 401, null],
    [0, 100, { kind: "exact_increase", fix: 0 }],
    [0, 1, null],
    [5, 5, null],
    [50, 40, null],
  ])("%d → %d: %j", (previous, current, typo) => {
    expect(detectTypo(previous, current)).toEqual(typo);
  });
});

const types = (anomalies: Anomaly[]) => anomalies.map((a) => `${a.type}:${a.severity}:${a.confidence}`);

describe("advanced rules", () => {
  it("massive increase: high above the threshold, critical above twice it", () => {
    // other type, previous 100 → threshold 50
    expect(
      types(detectAnomalies({ event: ev(150, { event_type: "intake" }), earlier: [ev(100)], assetTypeName: "tools" })),
    ).toEqual([]);
    expect(
      types(detectAnomalies({ event: ev(151, { event_type: "intake" }), earlier: [ev(100)], assetTypeName: "tools" })),
    ).toEqual(["massive_increase:high:70"]);
    expect(
      types(detectAnomalies({ event: ev(200, { event_type: "intake" }), earlier: [ev(100)], assetTypeName: "tools" })),
    ).toEqual(["massive_increase:high:85", "likely_typo:medium:75"]);
    expect(
      types(detectAnomalies({ event: ev(201, { event_type: "intake" }), earlier: [ev(100)], assetTypeName: "tools" })),
    ).toEqual(["massive_increase:critical:70"]);
  });

  it("a likely typo raises confidence to 85 and suggests the fix", () => {
    const [massive] = detectAnomalies({
      event: ev(1000, { event_type: "intake" }),
      earlier: [ev(100)],
      assetTypeName: "tools",
    });
    expect(massive).toMatchObject({
      type: "massive_increase",
      severity: "critical",
      confidence: 85,
      suggestedFix: 100,
      autoFixable: false,
    });
  });

  it("an exact 100 or 1000 increase is medium, 75, auto-fixable to the previous quantity", () => {
    const anomalies = detectAnomalies({
      event: ev(1250, { event_type: "intake" }),
      earlier: [ev(250)],
      assetTypeName: "parts",
    });
    expect(anomalies.find((a) => a.type === "likely_typo")).toEqual({
      type: "likely_typo",
      severity: "medium",
      message: "Quantity rose by exactly 1000; was 250 meant?",
      suggestedFix: 250,
      confidence: 75,
      autoFixable: true,
    });
  });

  it.each([
    ["audit", 15, []],
    ["audit", 16, ["unexpected_increase:medium:80"]],
    ["check", 16, ["unexpected_increase:medium:80"]],
    ["intake", 16, []],
    ["addition", 16, []],
    ["transfer", 16, []],
  ])("unexpected increase (paint, threshold 15): %s +%d", (eventType, rise, expected) => {
    // previous 100 on paint: massive threshold 50, ratio 2
    expect(
      types(
        detectAnomalies({
          event: ev(100 + rise, { event_type: eventType }),
          earlier: [ev(100)],
          assetTypeName: "paint",
        }),
      ),
    ).toEqual(expected);
  });

  it("unexpected increase without an event type", () => {
    expect(detectAnomalies({ event: ev(125), earlier: [ev(100)], assetTypeName: "paint" })[0]?.message).toContain(
      "during an event",
    );
  });

  it.each([
    // parts: ratio 3; previous 40 → massive threshold 100
    [40, 120, []],
    [40, 121, ["percentage_jump:high:70"]],
    [40, 139, ["percentage_jump:high:70"]],
    [40, 140, ["likely_typo:medium:75", "percentage_jump:high:70"]],
    [40, 141, ["massive_increase:high:85", "percentage_jump:high:70"]],
    [40, 146, ["massive_increase:high:70", "percentage_jump:high:70"]],
    [40, 160, ["massive_increase:high:70", "percentage_jump:high:70"]],
    [40, 161, ["massive_increase:high:70", "percentage_jump:high:90"]],
    [40, 200, ["massive_increase:high:70", "percentage_jump:high:90"]],
    [40, 201, ["massive_increase:high:70", "percentage_jump:critical:90"]],
    [40, 241, ["massive_increase:critical:70", "percentage_jump:critical:90"]],
  ])("percentage jump (parts, ratio 3): %d → %d", (previous, current, expected) => {
    expect(
      types(
        detectAnomalies({
          event: ev(current, { event_type: "intake" }),
          earlier: [ev(previous)],
          assetTypeName: "Parts",
        }),
      ),
    ).toEqual(expected);
  });

  it("with an unknown previous quantity the base is 50 and no ratio rules apply", () => {
    expect(
      types(detectAnomalies({ event: ev(50, { event_type: "intake" }), earlier: [ev(null)], assetTypeName: "tools" })),
    ).toEqual([]);
    expect(
      types(detectAnomalies({ event: ev(51, { event_type: "intake" }), earlier: [ev(null)], assetTypeName: "tools" })),
    ).toEqual(["massive_increase:high:70"]);
  });

  it("decreases raise nothing", () => {
    expect(
      detectAnomalies({ event: ev(1, { event_type: "audit" }), earlier: [ev(900)], assetTypeName: "tools" }),
    ).toEqual([]);
  });

  it("the first event is not compared, unless it recorded its previous quantity", () => {
    expect(detectAnomalies({ event: ev(5000, { event_type: "audit" }), earlier: [], assetTypeName: "tools" })).toEqual(
      [],
    );
    const recorded = ev(5000, { event_type: "intake", response_data: { _previous_quantity: 100 } });
    expect(types(detectAnomalies({ event: recorded, earlier: [], assetTypeName: "tools" }))).toEqual([
      "massive_increase:critical:70",
      "percentage_jump:critical:90",
    ]);
  });

  it("verified events and events without a quantity show none", () => {
    const verified = ev(5000, { response_data: { fix_applied: { reason: "x" } } });
    expect(detectAnomalies({ event: verified, earlier: [ev(1)], assetTypeName: "tools" })).toEqual([]);
    expect(detectAnomalies({ event: ev(null), earlier: [ev(1)], assetTypeName: "tools" })).toEqual([]);
  });

  describe("systematic error (at least 3 recent events, at least 3 by the same user)", () => {
    const by = (user: string, quantity: number) => ev(quantity, { created_by: user, event_type: "intake" });
    const run = (event: InventoryEvent, earlier: InventoryEvent[]) =>
      detectAnomalies({ event, earlier, assetTypeName: "tools" }).filter((a) => a.type === "systematic_error");
    it("needs 3 events by the same user", () => {
      expect(run(by("u", 500), [by("u", 100), by("v", 100)])).toEqual([]);
      expect(run(by("u", 500), [by("u", 100), by("u", 100)])).toEqual([
        {
          type: "systematic_error",
          severity: "medium",
          message: "3 of the last 3 events were recorded by the same user",
          suggestedFix: null,
          confidence: 60,
          autoFixable: false,
        },
      ]);
    });
    it("needs at least 3 recent events", () => {
      expect(run(by("u", 500), [by("u", 100)])).toEqual([]);
    });
    it("looks at no more than 5 earlier events", () => {
      const earlier = [by("u", 100), by("v", 1), by("v", 1), by("v", 1), by("v", 1), by("u", 1)];
      expect(run(by("u", 500), earlier)).toEqual([]);
    });
    it("needs a known user", () => {
      expect(run(ev(500, { event_type: "intake" }), [ev(100), ev(100)])).toEqual([]);
    });
    it("only joins another anomaly", () => {
      expect(run(by("u", 100), [by("u", 100), by("u", 100)])).toEqual([]);
    });
  });
});

describe("detectHistoryAnomalies", () => {
  it("compares each event with the next older one, newest first", () => {
    const events: InventoryEvent[] = [
      { id: "a", quantity: 100, check_date: "2025-01-01T00:00:00Z", event_type: "intake" },
      { id: "c", quantity: 130, check_date: "2025-03-01T00:00:00Z", event_type: "audit" },
      { id: "b", quantity: 1100, check_date: "2025-02-01T00:00:00Z", event_type: "audit" },
      { id: "x", quantity: 9, check_date: "2025-02-15T00:00:00Z", event_type: "deleted" },
      { id: "y", quantity: 9, check_date: "2025-02-16T00:00:00Z", is_deleted: true },
    ];
    const reports = detectHistoryAnomalies(events, "tools");
    expect(reports.map((r) => r.eventId)).toEqual(["c", "b", "a"]);
    expect(reports[0]?.anomalies).toEqual([]);
    expect(reports[0]?.simple.anomalyType).toBe("large_change");
    expect(types(reports[1]?.anomalies ?? [])).toEqual([
      "massive_increase:critical:85",
      "likely_typo:medium:75",
      "unexpected_increase:medium:80",
      "percentage_jump:critical:90",
    ]);
    expect(reports[1]?.severity).toBe("critical");
    expect(reports[2]).toMatchObject({ anomalies: [], severity: null, verified: false });
  });
  it("keeps the given order for undated events", () => {
    const reports = detectHistoryAnomalies(
      [
        { id: "n1", quantity: 1 },
        { id: "n2", quantity: 2 },
        { id: "d", quantity: 3, check_date: "2025-01-01" },
      ],
      null,
    );
    expect(reports.map((r) => r.eventId)).toEqual(["d", "n1", "n2"]);
  });
  it("worstSeverity", () => {
    expect(worstSeverity([])).toBeNull();
  });
});
