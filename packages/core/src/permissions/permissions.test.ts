import { describe, expect, it } from "vitest";
import { ACTIONS, can, PRINCIPALS } from "./permissions";

// Spec 01 §6: admins and owners administer; viewers read only; the PIN role 'user' submits.
const EXPECTED: Record<(typeof PRINCIPALS)[number], string> = {
  owner: "read write submitForm readMobile upload import administer manageApiTokens",
  admin: "read write submitForm readMobile upload import administer manageApiTokens",
  // Issue 24: importing (and undoing an import) is for a manager or admin.
  manager: "read write submitForm readMobile upload import",
  member: "read write submitForm readMobile upload",
  viewer: "read readMobile",
  user: "submitForm readMobile upload",
  operator: "operate",
};

describe("permission matrix", () => {
  for (const principal of PRINCIPALS) {
    for (const action of ACTIONS) {
      const expected = EXPECTED[principal].split(" ").includes(action);
      it(`${principal} ${expected ? "may" : "may not"} ${action}`, () => {
        expect(can(principal, action)).toBe(expected);
      });
    }
  }
  it.each([null, undefined, "", "superuser", "constructor", "__proto__"])(
    "unknown principal %j may do nothing",
    (p) => {
      for (const action of ACTIONS) expect(can(p, action)).toBe(false);
    },
  );
});
