import { describe, expect, it } from "vitest";
import {
  APP_SETTINGS_LOAD_FAILED_MESSAGE,
  appSettings,
  DEFAULT_APP_SETTINGS,
  parseStoredAppSettings,
} from "./appSettings";
import { canSubmitMobilePin, sanitizePinInput } from "./pin";
import {
  AVATAR_MAX_BYTES,
  avatarFile,
  avatarStoragePath,
  checkAvatarFile,
  mobilePinInput,
  PIN_IS_SET_PLACEHOLDER,
  PROFILE_FALLBACK_NAME,
  profileDisplayName,
  profileFormInput,
  profileInput,
  QUICK_ACCESS_PIN_MESSAGE,
} from "./profile";

describe("display name (spec 01 §3)", () => {
  it.each([
    ["Pat Pinner", "Pat Pinner"],
    ["  Pat  ", "Pat"],
    ["", "User"],
    ["   ", "User"],
    [null, "User"],
    [undefined, "User"],
  ])("%j shows as %j", (fullName, shown) => {
    expect(profileDisplayName(fullName)).toBe(shown);
    expect(PROFILE_FALLBACK_NAME).toBe("User");
  });
});

describe("profile and PINs (spec 01 §5)", () => {
  it.each([
    ["12ab34", "1234"],
    ["123456", "1234"],
    [" 9-8 ", "98"],
    ["", ""],
  ])("PIN input %j keeps %j", (raw, kept) => {
    expect(sanitizePinInput(raw)).toBe(kept);
  });
  it.each([
    ["", null, true],
    [null, null, true],
    [undefined, null, true],
    ["1234", "1234", true],
    ["123", null, false],
    ["12345", null, false],
    ["12a4", null, false],
  ])("quick access PIN %j", (pin, stored, ok) => {
    const result = profileInput.safeParse({ fullName: " Ann ", quickAccessPin: pin });
    expect(result.success).toBe(ok);
    if (ok) expect(result.data).toEqual({ fullName: "Ann", quickAccessPin: stored });
    else expect(result.error?.issues[0]?.message).toBe("Quick Access PIN must be exactly 4 digits");
  });
  it.each([
    ["1234", true, "1234"],
    ["12-34", true, "1234"],
    ["123", false, null],
    ["12345", false, null],
  ])("mobile PIN %j", (pin, ok, value) => {
    const result = mobilePinInput.safeParse({ pin });
    expect(result.success).toBe(ok);
    if (ok) expect(result.data?.pin).toBe(value);
    else expect(result.error?.issues[0]?.message).toBe("PIN must be exactly 4 digits");
  });
  it("enables Authenticate with 4 digits when not busy", () => {
    expect(canSubmitMobilePin("123")).toBe(false);
    expect(canSubmitMobilePin("1234")).toBe(true);
    expect(canSubmitMobilePin("1234", true)).toBe(false);
  });
});

describe("avatar file (image, under 5MB)", () => {
  it.each([
    [{ type: "image/png", size: 1 }, null],
    [{ type: "image/jpeg", size: AVATAR_MAX_BYTES - 1 }, null],
    [{ type: "image/jpeg", size: AVATAR_MAX_BYTES }, "File size must be less than 5MB"],
    [{ type: "application/pdf", size: 1 }, "Please select an image file"],
  ])("%j → %s", (file, message) => {
    expect(checkAvatarFile(file)).toBe(message);
    const result = avatarFile.safeParse(file);
    expect(result.success).toBe(message === null);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
  it("5MB is 5 × 1024 × 1024 bytes", () => {
    expect(AVATAR_MAX_BYTES).toBe(5_242_880);
  });
  it("builds storage names", () => {
    expect(avatarStoragePath("Me.JPG", "r1")).toBe("r1.jpg");
    expect(avatarStoragePath("logo.png", "r2", "org1")).toBe("org1-r2.png");
    expect(avatarStoragePath("noext", "r3")).toBe("r3.png");
    expect(avatarStoragePath("trailing.", "r4")).toBe("r4.png");
    expect(avatarStoragePath(".hidden", "r5")).toBe("r5.png");
  });
});

describe("app settings (spec 01 §9)", () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_APP_SETTINGS).toMatchObject({
      theme: "light",
      accentColor: "blue",
      language: "en",
      dateFormat: "MM/DD/YYYY",
      timeFormat: "12h",
      timezone: "America/New_York",
      fontSize: 14,
      tableRows: 10,
    });
  });
  it.each([
    [{ fontSize: 11 }, { fontSize: 14 }],
    [{ fontSize: 12 }, { fontSize: 12 }],
    [{ fontSize: 18 }, { fontSize: 18 }],
    [{ fontSize: 19 }, { fontSize: 14 }],
    [{ tableRows: 25 }, { tableRows: 25 }],
    [{ tableRows: 20 }, { tableRows: 10 }],
    [{ accentColor: "teal" }, { accentColor: "blue" }],
    [
      { language: "de", dateFormat: "YYYY-MM-DD", timeFormat: "24h" },
      { language: "de", dateFormat: "YYYY-MM-DD", timeFormat: "24h" },
    ],
    [{ language: "it" }, { language: "en" }],
  ])("%j keeps valid settings and defaults the rest", (stored, expected) => {
    expect(appSettings.parse(stored)).toMatchObject(expected);
  });
  it("reads stored JSON", () => {
    expect(parseStoredAppSettings(null)).toEqual({ settings: DEFAULT_APP_SETTINGS, error: null });
    expect(parseStoredAppSettings("")).toEqual({ settings: DEFAULT_APP_SETTINGS, error: null });
    expect(parseStoredAppSettings("{oops")).toEqual({
      settings: DEFAULT_APP_SETTINGS,
      error: APP_SETTINGS_LOAD_FAILED_MESSAGE,
    });
    expect(parseStoredAppSettings("[1]")).toEqual({
      settings: DEFAULT_APP_SETTINGS,
      error: APP_SETTINGS_LOAD_FAILED_MESSAGE,
    });
    expect(parseStoredAppSettings("null").error).toBe(APP_SETTINGS_LOAD_FAILED_MESSAGE);
    expect(parseStoredAppSettings('{"theme":"dark"}').settings.theme).toBe("dark");
  });
});

describe("the profile form", () => {
  it("keeps the PIN for the placeholder, removes it when emptied, replaces it with 4 digits", () => {
    expect(profileFormInput.parse({ fullName: " Pat ", quickAccessPin: PIN_IS_SET_PLACEHOLDER })).toEqual({
      fullName: "Pat",
      quickAccessPin: undefined,
    });
    expect(profileFormInput.parse({ fullName: "", quickAccessPin: "" }).quickAccessPin).toBeNull();
    expect(profileFormInput.parse({ fullName: "", quickAccessPin: "2468" }).quickAccessPin).toBe("2468");
    const short = profileFormInput.safeParse({ fullName: "", quickAccessPin: "12" });
    expect(short.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["quickAccessPin", QUICK_ACCESS_PIN_MESSAGE],
    ]);
  });
});
