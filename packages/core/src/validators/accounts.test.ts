import { describe, expect, it } from "vitest";
import {
  generateTemporaryPassword,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
  signInInput,
  TEMPORARY_PASSWORD_ALPHABET,
} from "./accounts";

function firstMessage(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("signInInput", () => {
  it("trims and lowercases the email", () => {
    expect(signInInput.parse({ email: "  Ann@Example.COM ", password: "x" })).toEqual({
      email: "ann@example.com",
      password: "x",
    });
  });
  it.each([
    [{ email: "not-an-email", password: "x" }, "Please enter a valid email address"],
    [{ email: "ann@example.com", password: "" }, "Password is required"],
  ])("rejects %j with %s", (input, message) => {
    expect(firstMessage(signInInput.safeParse(input))).toBe(message);
  });
});

describe("passwordChangeInput (spec 01 §5: at least 6 characters, both match)", () => {
  it.each([
    ["12345", "12345", "Password must be at least 6 characters long"],
    ["123456", "123457", "Passwords do not match"],
  ])("%s / %s → %s", (password, confirmPassword, message) => {
    const result = passwordChangeInput.safeParse({ password, confirmPassword });
    expect(firstMessage(result)).toBe(message);
  });
  it("accepts exactly 6 matching characters", () => {
    expect(passwordChangeInput.safeParse({ password: "123456", confirmPassword: "123456" }).success).toBe(true);
  });
  it("puts the mismatch on confirmPassword", () => {
    const result = passwordChangeInput.safeParse({ password: "abcdef", confirmPassword: "abcdeg" });
    expect(result.error?.issues[0]?.path).toEqual(["confirmPassword"]);
  });
});

describe("passwordResetRequestInput", () => {
  it.each([
    ["", "Please enter your email address first"],
    ["   ", "Please enter your email address first"],
    ["nope", "Please enter a valid email address"],
  ])("%j → %s", (email, message) => {
    expect(firstMessage(passwordResetRequestInput.safeParse({ email }))).toBe(message);
  });
  it("accepts an address", () => {
    expect(passwordResetRequestInput.parse({ email: " A@B.co " })).toEqual({ email: "a@b.co" });
  });
});

describe("passwordResetInput", () => {
  it("needs a token", () => {
    const result = passwordResetInput.safeParse({ token: "", password: "123456", confirmPassword: "123456" });
    expect(firstMessage(result)).toBe("Reset token is required");
  });
  it("applies the password-change rules", () => {
    expect(
      firstMessage(passwordResetInput.safeParse({ token: "t", password: "12345", confirmPassword: "12345" })),
    ).toBe("Password must be at least 6 characters long");
    expect(
      firstMessage(passwordResetInput.safeParse({ token: "t", password: "123456", confirmPassword: "654321" })),
    ).toBe("Passwords do not match");
    expect(passwordResetInput.safeParse({ token: "t", password: "123456", confirmPassword: "123456" }).success).toBe(
      true,
    );
  });
});

describe("generateTemporaryPassword (spec 01 §5/§9: 8 characters, no look-alikes)", () => {
  it("has no look-alike characters in its alphabet", () => {
    for (const c of "0Oo1lI") expect(TEMPORARY_PASSWORD_ALPHABET).not.toContain(c);
    expect(TEMPORARY_PASSWORD_ALPHABET).toHaveLength(56);
    expect(new Set(TEMPORARY_PASSWORD_ALPHABET).size).toBe(TEMPORARY_PASSWORD_ALPHABET.length);
  });
  it("makes 8 characters from the alphabet with the default crypto source", () => {
    for (let i = 0; i < 50; i++) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(8);
      for (const c of password) expect(TEMPORARY_PASSWORD_ALPHABET).toContain(c);
    }
  });
  it("maps bytes onto the alphabet and skips the biased top bytes (≥ 224 for 56 characters)", () => {
    const bytes = [224, 255, 0, 1, 55, 56, 223, 2, 3, 4, 5];
    let i = 0;
    const source = (n: number) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length] ?? 0);
    const a = TEMPORARY_PASSWORD_ALPHABET;
    expect(generateTemporaryPassword(source)).toBe([a[0], a[1], a[55], a[0], a[223 % 56], a[2], a[3], a[4]].join(""));
  });
  it("fails loudly on a source that never yields a usable byte", () => {
    expect(() => generateTemporaryPassword((n) => new Uint8Array(n).fill(255))).toThrow(/random source/);
  });
});
