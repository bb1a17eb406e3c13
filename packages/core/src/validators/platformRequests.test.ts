import { describe, expect, it } from "vitest";
import { ORGANIZATION_NOT_FOUND_MESSAGE } from "./organizations";
import {
  organizationIdInput,
  platformAddExistingInput,
  platformBatchInviteInput,
  platformCreateUserInOrgInput,
  platformDeleteOrganizationInput,
  platformDeleteUserInput,
  platformRemoveUserInput,
} from "./platformRequests";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("platform console requests", () => {
  it("every request names its organization; one that is not an id answers 'Organization not found'", () => {
    expect(ORGANIZATION_NOT_FOUND_MESSAGE).toBe("Organization not found");
    expect(organizationIdInput.parse({ organizationId: ID })).toEqual({ organizationId: ID });
    for (const parse of [
      (organizationId: string) => organizationIdInput.safeParse({ organizationId }),
      (organizationId: string) => platformAddExistingInput.safeParse({ organizationId, email: "a@b.co" }),
      (organizationId: string) =>
        platformCreateUserInOrgInput.safeParse({ organizationId, email: "a@b.co", password: "x" }),
      (organizationId: string) => platformRemoveUserInput.safeParse({ organizationId, userId: ID }),
      (organizationId: string) => platformBatchInviteInput.safeParse({ organizationId, emails: "a@b.co" }),
      (organizationId: string) =>
        platformDeleteOrganizationInput.safeParse({ organizationId, confirmation: "DELETE ORGANIZATION" }),
    ]) {
      expect(parse(ID).success).toBe(true);
      expect(messages(parse("org-1"))).toEqual(["Organization not found"]);
    }
  });
  it("add existing and create keep core's user rules", () => {
    expect(platformAddExistingInput.parse({ organizationId: ID, email: " A@B.co " })).toEqual({
      organizationId: ID,
      email: "a@b.co",
      role: "member",
    });
    expect(messages(platformAddExistingInput.safeParse({ organizationId: ID, email: "nope" }))).toEqual([
      "Please provide a valid email.",
    ]);
    expect(platformCreateUserInOrgInput.parse({ organizationId: ID, email: "ann@b.co", password: "x" })).toEqual({
      organizationId: ID,
      email: "ann@b.co",
      password: "x",
      fullName: "ann",
      role: "member",
    });
    expect(messages(platformCreateUserInOrgInput.safeParse({ organizationId: ID, email: "", password: "" }))).toEqual([
      "Please fill in all required fields.",
      "Please fill in all required fields.",
    ]);
  });
  it("removes a member; a user id that is not an id answers 'Member not found'", () => {
    expect(messages(platformRemoveUserInput.safeParse({ organizationId: ID, userId: "u1" }))).toEqual([
      "Member not found",
    ]);
  });
  it("batch add keeps the valid addresses and reports the other lines", () => {
    expect(
      platformBatchInviteInput.parse({
        organizationId: ID,
        emails: "a@b.co\nnot an email\n\nA@B.co\nc@d.co",
        role: "viewer",
      }),
    ).toEqual({ organizationId: ID, emails: ["a@b.co", "c@d.co"], role: "viewer", invalid: ["not an email"] });
    expect(platformBatchInviteInput.parse({ organizationId: ID, emails: "a@b.co" }).role).toBe("member");
  });
  it.each([
    ["", ["Please provide email addresses."]],
    ["   \n ", ["Please provide email addresses."]],
    ["nope\nstill nope", ["No valid email addresses found."]],
  ])("batch add of %j → %j", (emails, expected) => {
    expect(messages(platformBatchInviteInput.safeParse({ organizationId: ID, emails }))).toEqual(expected);
  });
  it("batch add refuses a role it cannot give", () => {
    expect(
      messages(platformBatchInviteInput.safeParse({ organizationId: ID, emails: "a@b.co", role: "owner" })),
    ).toEqual(["Please choose a valid role"]);
  });
  it.each([
    ["DELETE ORGANIZATION", []],
    ["delete organization", ["Deletion cancelled - text did not match."]],
    ["", ["Deletion cancelled - text did not match."]],
  ])("deleting an organization confirmed with %j → %j", (confirmation, expected) => {
    expect(messages(platformDeleteOrganizationInput.safeParse({ organizationId: ID, confirmation }))).toEqual(expected);
  });
  it.each([
    [ID, []],
    ["", ["User ID is required for deletion"]],
    ["u1", ["User not found"]],
  ])("deleting the account %j → %j", (userId, expected) => {
    expect(messages(platformDeleteUserInput.safeParse({ userId }))).toEqual(expected);
  });
});
