import { describe, expect, it } from "vitest";
import { countLabel } from "./countLabel";

describe("countLabel", () => {
  it.each([
    [0, "form field", undefined, "0 form fields"],
    [1, "conversion field", undefined, "1 conversion field"],
    [2, "form field", undefined, "2 form fields"],
    [1, "entry", "entries", "1 entry"],
    [12000, "entry", "entries", "12,000 entries"],
  ])("%d %s → %s", (n, singular, plural, expected) => {
    expect(countLabel(n, singular, plural)).toBe(expected);
  });
});
