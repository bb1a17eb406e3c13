import { describe, expect, it } from "vitest";
import { timeZoneName, updateOrganizationTimeZoneInput } from "../validators/organizationTimeZone";
import { entryAsCorrected, winningCorrection } from "./correctedEntry";

const at = (s: string) => new Date(`2026-10-10T${s}:00Z`);

describe("which correction an entry shows (spec 02 §4: newest, ties by id, deleted skipped)", () => {
  it("the newest wins", () => {
    const w = winningCorrection([
      { id: "b", createdAt: at("10:00"), correctedQuantity: 5 },
      { id: "a", createdAt: at("11:00"), correctedQuantity: 7 },
    ]);
    expect(w?.correctedQuantity).toBe(7);
  });
  it("a tie on the time goes to the larger id", () => {
    const w = winningCorrection([
      { id: "0000000a-0000-0000-0000-000000000000", createdAt: at("10:00"), correctedQuantity: 5 },
      { id: "0000000b-0000-0000-0000-000000000000", createdAt: at("10:00"), correctedQuantity: 9 },
    ]);
    expect(w?.correctedQuantity).toBe(9);
  });
  it("a deleted correction does not count, even the newest", () => {
    const w = winningCorrection([
      { id: "a", createdAt: at("10:00"), correctedQuantity: 5 },
      { id: "b", createdAt: at("12:00"), correctedQuantity: 9, isDeleted: true },
    ]);
    expect(w?.correctedQuantity).toBe(5);
  });
  it("an entry without live corrections shows its own values, unmarked", () => {
    expect(entryAsCorrected({ quantity: 30, location: "A", notes: null }, [])).toEqual({
      quantity: 30,
      location: "A",
      notes: null,
      originalQuantity: 30,
      corrected: false,
    });
    const shown = entryAsCorrected({ quantity: 30, location: "A", notes: "n" }, [
      { id: "a", createdAt: at("10:00"), correctedQuantity: 31, correctedLocation: "B", correctedNotes: "fixed" },
    ]);
    expect(shown).toEqual({ quantity: 31, location: "B", notes: "fixed", originalQuantity: 30, corrected: true });
  });
});

describe("the organization's time zone (an IANA name from the runtime's list)", () => {
  it.each(["America/New_York", "Asia/Tokyo", "UTC", "Europe/London"])("accepts %s", (zone) => {
    expect(timeZoneName.safeParse(zone).success).toBe(true);
  });
  it.each(["", "Mars/Olympus", "america/new_york", " Asia/Tokyo", "+09:00", 9])("refuses %j", (zone) => {
    const r = updateOrganizationTimeZoneInput.safeParse({ timeZone: zone });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Choose a time zone from the list");
  });
});
