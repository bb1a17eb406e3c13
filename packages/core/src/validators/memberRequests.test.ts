import { describe, expect, it } from "vitest";
import { memberDeleteUserInput, memberIdInput, memberRoleUpdateRequest } from "./memberRequests";
import { MEMBER_NOT_FOUND_MESSAGE, USER_NOT_FOUND_MESSAGE } from "./users";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("member requests of an organization administrator", () => {
  it("quotes the messages", () => {
    expect(MEMBER_NOT_FOUND_MESSAGE).toBe("Member not found");
    expect(USER_NOT_FOUND_MESSAGE).toBe("User not found");
  });
  it("a member id that is not an id answers 'Member not found'", () => {
    expect(memberIdInput.parse({ memberId: ID })).toEqual({ memberId: ID });
    expect(messages(memberIdInput.safeParse({ memberId: "m1" }))).toEqual(["Member not found"]);
  });
  it.each([
    [{ memberId: ID, role: "admin" }, []],
    [{ memberId: ID, role: "member" }, []],
    [{ memberId: ID, role: "owner" }, ["Please choose a valid role"]],
    [{ memberId: "m1", role: "admin" }, ["Member not found"]],
  ])("role change %j → %j", (input, expected) => {
    expect(messages(memberRoleUpdateRequest.safeParse(input))).toEqual(expected);
  });
  it.each([
    [ID, []],
    ["", ["User ID is required for deletion"]],
    ["  ", ["User ID is required for deletion"]],
    [undefined, ["User ID is required for deletion"]],
    ["u1", ["Member not found"]],
  ])("account deletion of %j → %j", (userId, expected) => {
    expect(messages(memberDeleteUserInput.safeParse({ userId }))).toEqual(expected);
  });
});
