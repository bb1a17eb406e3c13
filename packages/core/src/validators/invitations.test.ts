import { describe, expect, it } from "vitest";
import {
  INVALID_INVITATION_LINK_MESSAGE,
  INVITATION_ALREADY_ACCEPTED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  invitationAccountInput,
  invitationIdInput,
  invitationTokenInput,
  inviteMemberInput,
} from "./invitations";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("invitations (spec 01 §2, §4)", () => {
  it("quotes the messages", () => {
    expect(INVALID_INVITATION_LINK_MESSAGE).toBe("Invalid invitation link");
    expect(INVITATION_NOT_FOUND_MESSAGE).toBe("Invitation not found");
    expect(INVITATION_EXPIRED_MESSAGE).toBe("This invitation has expired");
    expect(INVITATION_ALREADY_ACCEPTED_MESSAGE).toBe("This invitation has already been accepted");
  });
  it.each([
    [undefined, ["Invalid invitation link"]],
    [null, ["Invalid invitation link"]],
    ["", ["Invalid invitation link"]],
    ["   ", ["Invalid invitation link"]],
    ["t", []],
    ["t".repeat(200), []],
  ])("token %j → %j", (token, expected) => {
    expect(messages(invitationTokenInput.safeParse({ token }))).toEqual(expected);
  });
  it("trims the token and refuses one over 200 characters", () => {
    expect(invitationTokenInput.parse({ token: " abc " })).toEqual({ token: "abc" });
    expect(invitationTokenInput.safeParse({ token: "t".repeat(201) }).success).toBe(false);
  });
  it("revokes by id; a value that is not an id answers 'Invitation not found'", () => {
    expect(invitationIdInput.parse({ invitationId: ID })).toEqual({ invitationId: ID });
    expect(messages(invitationIdInput.safeParse({ invitationId: "inv-1" }))).toEqual(["Invitation not found"]);
  });
  it.each([
    [{ email: " Ann@Example.com " }, { email: "ann@example.com" }],
    [
      { email: "ann@example.com", role: "viewer" },
      { email: "ann@example.com", role: "viewer" },
    ],
  ])("invites %j as %j (no role: the organization's default)", (input, expected) => {
    expect(inviteMemberInput.parse(input)).toEqual(expected);
  });
  it.each([
    [{ email: "ann" }, ["Please enter a valid email address"]],
    [{ email: "ann@example.com", role: "owner" }, ["Please choose a valid role"]],
  ])("refuses %j → %j", (input, expected) => {
    expect(messages(inviteMemberInput.safeParse(input))).toEqual(expected);
  });
});

describe("account setup of an invited address", () => {
  const valid = { token: "t", fullName: "Ann", password: "123456", confirmPassword: "123456" };
  it("takes the token, a full name of at least 2 and a password of at least 6 typed twice", () => {
    expect(invitationAccountInput.parse({ ...valid, fullName: " Al " })).toEqual({ ...valid, fullName: "Al" });
  });
  it.each([
    [{ fullName: "A" }, ["Full name must be at least 2 characters"]],
    [{ fullName: "Al" }, []],
    [{ password: "12345", confirmPassword: "12345" }, ["Password must be at least 6 characters long"]],
    [{ password: "123456", confirmPassword: "123456" }, []],
    [{ confirmPassword: "654321" }, ["Passwords do not match"]],
    [{ token: "" }, ["Invalid invitation link"]],
  ])("%j → %j", (patch, expected) => {
    expect(messages(invitationAccountInput.safeParse({ ...valid, ...patch }))).toEqual(expected);
  });
});
