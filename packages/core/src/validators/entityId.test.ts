import { describe, expect, it } from "vitest";
import { entityId } from "./entityId";
import { isEntityId } from "./isEntityId";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("entityId", () => {
  it.each([
    [ID, true],
    [ID.toUpperCase(), true],
    ["", false],
    ["42", false],
    [`${ID}0`, false],
    [ID.slice(0, -1), false],
    ["not-a-uuid-at-all-but-36-characters", false],
  ])("%j is an id: %s", (value, ok) => {
    expect(isEntityId(value)).toBe(ok);
    const result = entityId("Thing not found").safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual(["Thing not found"]);
  });
  it("answers its not-found message for a value that is not even a string", () => {
    expect(entityId("Thing not found").safeParse(42).error?.issues[0]?.message).toBe("Thing not found");
  });
});
