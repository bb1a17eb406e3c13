import { describe, expect, it } from "vitest";
import { FORM_PURPOSES, INVENTORY_ACTIONS } from "./forms";
import { INVENTORY_EVENT_TYPES, inventoryEventLabel, locationDisplay } from "./inventory";
import {
  DASHBOARD_STATS_FALLBACK,
  MOBILE_SESSION_MS,
  QR_SCAN_SESSION_MS,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  truncateChipName,
  visibleChips,
} from "./limits";
import { DEFAULT_MEMBER_ROLE, isOrgAdminRole, MOBILE_SESSION_ROLE, toggledMemberRole } from "./roles";

describe("constants", () => {
  it("lists the spec's enumerations", () => {
    expect(FORM_PURPOSES).toEqual(["intake", "inventory", "adjustment", "transfer", "audit", "other"]);
    expect(INVENTORY_ACTIONS).toEqual(["none", "add", "subtract", "set"]);
    expect(INVENTORY_EVENT_TYPES).toContain("disposal");
    expect([DEFAULT_MEMBER_ROLE, MOBILE_SESSION_ROLE]).toEqual(["member", "user"]);
  });
  it.each([
    ["intake", "Intake"],
    ["adjustment", "Adjustment"],
    ["deleted", "deleted"],
    ["custom_thing", "custom_thing"],
    ["toString", "toString"],
  ])("event %s is labelled %s", (eventType, label) => {
    expect(inventoryEventLabel(eventType)).toBe(label);
  });
  it.each([
    ["", "Location not set"],
    [null, "Location not set"],
    [undefined, "Location not set"],
    ["Location TBD", "Location not set"],
    [" Shelf 3 ", "Shelf 3"],
  ])("location %j shows %s", (location, text) => {
    expect(locationDisplay(location)).toBe(text);
  });
  it.each([
    ["admin", true],
    ["owner", true],
    ["member", false],
    ["viewer", false],
    [null, false],
  ])("isOrgAdminRole(%j) = %s", (role, admin) => {
    expect(isOrgAdminRole(role)).toBe(admin);
  });
  it("toggles admin and member", () => {
    expect(toggledMemberRole("admin")).toBe("member");
    expect(toggledMemberRole("member")).toBe("admin");
  });
  it("has the timings", () => {
    expect(MOBILE_SESSION_MS).toBe(2 * 60 * 60 * 1000);
    expect(QR_SCAN_SESSION_MS).toBe(30 * 60 * 1000);
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect(DASHBOARD_STATS_FALLBACK).toEqual({
      inventory_count: 9,
      form_count: 2,
      asset_type_count: 3,
      team_member_count: 1,
    });
  });
  it.each([
    ["Short", "Short"],
    ["Exactly12chr", "Exactly12chr"],
    ["Thirteen chars", "Thirteen cha..."],
  ])("chip name %s → %s", (name, shown) => {
    expect(truncateChipName(name)).toBe(shown);
  });
  it("shows at most 3 chips then +n", () => {
    expect(visibleChips(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: null });
    expect(visibleChips(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: "+2" });
    expect(visibleChips(["a", "b"], 1)).toEqual({ shown: ["a"], more: "+1" });
  });
});
