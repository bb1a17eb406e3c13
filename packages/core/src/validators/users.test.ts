import { describe, expect, it } from "vitest";
import {
  checkDeleteOrganizationConfirmation,
  createOrganizationInput,
  DEFAULT_ORGANIZATION_SETTINGS,
  deleteOrganizationInput,
  maxMembers,
  organizationSettings,
  parseMaxMembers,
  updateOrganizationInput,
} from "./organizations";
import {
  addExistingUserInput,
  batchInviteInput,
  batchResultMessage,
  createUserInput,
  defaultFullName,
  deleteUserInput,
  memberRoleUpdateInput,
  parseBatchEmails,
  platformCreateUserInput,
} from "./users";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("createUserInput (spec 01 §5, admin)", () => {
  const valid = { email: "Ann@Example.com", fullName: "Ann", role: "member", password: "12345678" };
  it("accepts a valid user and normalises", () => {
    expect(createUserInput.parse({ ...valid, quickAccessPin: "" })).toEqual({
      ...valid,
      email: "ann@example.com",
      quickAccessPin: null,
    });
    expect(createUserInput.parse({ ...valid, quickAccessPin: "0123" }).quickAccessPin).toBe("0123");
    expect(createUserInput.parse(valid).quickAccessPin).toBeNull();
  });
  it.each([
    [{ email: "bad" }, "Please enter a valid email address"],
    [{ fullName: "A" }, "Full name must be at least 2 characters"],
    [{ fullName: " A " }, "Full name must be at least 2 characters"],
    [{ fullName: undefined }, "Full name must be at least 2 characters"],
    [{ role: "owner" }, "Please choose a valid role"],
    [{ password: "1234567" }, "Password must be at least 8 characters"],
    [{ quickAccessPin: "123" }, "PIN must be exactly 4 digits"],
    [{ quickAccessPin: "12345" }, "PIN must be exactly 4 digits"],
    [{ quickAccessPin: "12a4" }, "PIN must be exactly 4 digits"],
  ])("%j → %s", (patch, message) => {
    expect(messages(createUserInput.safeParse({ ...valid, ...patch }))).toContain(message);
  });
  it.each(["admin", "member", "viewer"])("role %s is allowed", (role) => {
    expect(createUserInput.safeParse({ ...valid, role }).success).toBe(true);
  });
});

describe("platformCreateUserInput", () => {
  it("defaults the full name to the part before @ and the role to member", () => {
    expect(platformCreateUserInput.parse({ email: "Bob.Smith@x.io", password: "Tmp12345" })).toEqual({
      email: "bob.smith@x.io",
      password: "Tmp12345",
      fullName: "bob.smith",
      role: "member",
    });
    expect(
      platformCreateUserInput.parse({ email: "a@x.io", password: "p", fullName: " Al ", role: "viewer" }),
    ).toMatchObject({ fullName: "Al", role: "viewer" });
  });
  it.each([
    [{ email: "", password: "x" }, "Please fill in all required fields."],
    [{ password: "x" }, "Please fill in all required fields."],
    [{ email: "a@x.io", password: "" }, "Please fill in all required fields."],
    [{ email: "a@x.io" }, "Please fill in all required fields."],
    [{ email: "nope", password: "x" }, "Please enter a valid email address"],
  ])("%j → %s", (input, message) => {
    expect(messages(platformCreateUserInput.safeParse(input))).toContain(message);
  });
  it("defaultFullName", () => {
    expect(defaultFullName(" x@y.z")).toBe("x");
    expect(defaultFullName("")).toBe("");
    expect(defaultFullName("plain")).toBe("plain");
  });
});

describe("addExistingUserInput (role member, admin or owner)", () => {
  it.each(["member", "admin", "owner"])("%s", (role) => {
    expect(addExistingUserInput.parse({ email: "A@b.co", role })).toEqual({ email: "a@b.co", role });
  });
  it.each([
    [{ email: "" }, "Please provide a valid email."],
    [{}, "Please provide a valid email."],
    [{ email: "a@b.co", role: "viewer" }, "Please choose a valid role"],
  ])("%j → %s", (input, message) => {
    expect(messages(addExistingUserInput.safeParse(input))).toContain(message);
  });
});

describe("batch emails (one per line, blanks dropped)", () => {
  it("splits, trims, drops blanks and duplicates", () => {
    expect(parseBatchEmails(" a@x.io \n\n B@x.io\r\nnot-an-email\na@x.io\n  ")).toEqual({
      emails: ["a@x.io", "b@x.io"],
      invalid: ["not-an-email"],
    });
  });
  it.each([
    ["", "Please provide email addresses."],
    [" \n \n", "Please provide email addresses."],
    ["nope\nalso nope", "No valid email addresses found."],
  ])("%j → %s", (emails, message) => {
    expect(messages(batchInviteInput.safeParse({ emails }))).toEqual([message]);
  });
  it("parses to the list and role", () => {
    expect(batchInviteInput.parse({ emails: "a@x.io\nbad", role: "admin" })).toEqual({
      emails: ["a@x.io"],
      role: "admin",
    });
    expect(messages(batchInviteInput.safeParse({}))).toEqual(["Please provide email addresses."]);
  });
  it("summarises", () => {
    expect(batchResultMessage(3, 1)).toBe("Batch operation completed: 3 success, 1 errors");
  });
});

describe("other user inputs", () => {
  it("deleteUserInput needs a user id", () => {
    expect(messages(deleteUserInput.safeParse({ userId: " " }))).toEqual(["User ID is required for deletion"]);
    expect(messages(deleteUserInput.safeParse({}))).toEqual(["User ID is required for deletion"]);
  });
  it("memberRoleUpdateInput toggles admin/member only", () => {
    expect(memberRoleUpdateInput.safeParse({ memberId: "m", role: "admin" }).success).toBe(true);
    expect(memberRoleUpdateInput.safeParse({ memberId: "m", role: "owner" }).success).toBe(false);
  });
});

describe("organizations (spec 01 §5)", () => {
  it("create needs name and admin email", () => {
    expect(createOrganizationInput.parse({ name: " Acme ", adminEmail: "Boss@Acme.io", description: "" })).toEqual({
      name: "Acme",
      adminEmail: "boss@acme.io",
      adminName: null,
      description: null,
    });
    expect(
      createOrganizationInput.parse({ name: "Acme", adminEmail: "b@a.io", adminName: " Ada Lovelace " }).adminName,
    ).toBe("Ada Lovelace");
    expect(createOrganizationInput.parse({ name: "Acme", adminEmail: "b@a.io", description: "d" }).description).toBe(
      "d",
    );
    for (const input of [{ name: "", adminEmail: "b@a.io" }, { name: "A", adminEmail: "" }, {}]) {
      expect(messages(createOrganizationInput.safeParse(input))).toContain(
        "Organization name and admin email are required.",
      );
    }
    expect(messages(createOrganizationInput.safeParse({ name: "A", adminEmail: "x" }))).toEqual([
      "Please enter a valid email address",
    ]);
  });
  it("update needs a name", () => {
    expect(updateOrganizationInput.safeParse({ name: "" }).success).toBe(false);
    expect(updateOrganizationInput.parse({ name: "A", description: null })).toEqual({ name: "A", description: null });
  });
  it.each([
    ["DELETE ORGANIZATION", { confirmed: true }],
    ["delete organization", { confirmed: false, message: "Deletion cancelled - text did not match." }],
    [" DELETE ORGANIZATION", { confirmed: false, message: "Deletion cancelled - text did not match." }],
    ["", { confirmed: false, message: "Deletion cancelled - text did not match." }],
    [null, { confirmed: false, message: null }],
    [undefined, { confirmed: false, message: null }],
  ])("confirmation %j", (typed, result) => {
    expect(checkDeleteOrganizationConfirmation(typed)).toEqual(result);
  });
  it("deleteOrganizationInput needs the exact text", () => {
    expect(
      deleteOrganizationInput.safeParse({ organizationId: "o", confirmation: "DELETE ORGANIZATION" }).success,
    ).toBe(true);
    expect(messages(deleteOrganizationInput.safeParse({ organizationId: "o", confirmation: "DELETE" }))).toEqual([
      "Deletion cancelled - text did not match.",
    ]);
  });
  it.each([
    ["0", false, 0],
    ["1", true, 1],
    ["1000", true, 1000],
    ["1001", false, 1001],
    ["abc", true, 50],
    ["", true, 50],
    [null, true, 50],
    [25, true, 25],
    ["12.7", true, 12],
  ])("max members %j → ok %s (%d)", (input, ok, value) => {
    expect(parseMaxMembers(input)).toBe(value);
    const result = maxMembers.safeParse(input);
    expect(result.success).toBe(ok);
    if (!ok) expect(messages(result)).toEqual(["Maximum members must be between 1 and 1000"]);
  });
  it("organization settings defaults", () => {
    expect(DEFAULT_ORGANIZATION_SETTINGS).toMatchObject({
      primaryColor: "blue",
      maxMembers: 50,
      defaultRole: "member",
    });
    expect(organizationSettings.parse({ primaryColor: "teal", defaultRole: "manager", maxMembers: "x" })).toMatchObject(
      {
        primaryColor: "teal",
        defaultRole: "manager",
        maxMembers: 50,
      },
    );
    expect(organizationSettings.safeParse({ primaryColor: "pink" }).success).toBe(false);
    expect(organizationSettings.safeParse({ defaultRole: "owner" }).success).toBe(false);
  });
});
