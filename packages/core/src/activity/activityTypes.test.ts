import { describe, expect, it } from "vitest";
import { ACTIVITY_ENTITY_TYPES, ACTIVITY_TYPE_ENTITIES, ACTIVITY_TYPES, isActivityType } from "./activityTypes";

describe("activity types", () => {
  it("every type points only at known entity types", () => {
    for (const type of ACTIVITY_TYPES) {
      expect(ACTIVITY_TYPE_ENTITIES[type].length).toBeGreaterThan(0);
      for (const entity of ACTIVITY_TYPE_ENTITIES[type]) expect(ACTIVITY_ENTITY_TYPES).toContain(entity);
    }
  });

  it.each([
    ["asset_created", true],
    ["form_submitted", true],
    ["member_removed", true],
    ["asset-created", false],
    ["toString", false],
    ["", false],
  ])("isActivityType(%j) → %s", (value, expected) => {
    expect(isActivityType(value)).toBe(expected);
  });
});
