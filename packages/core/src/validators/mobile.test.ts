import { describe, expect, it } from "vitest";
import {
  MOBILE_ASSET_NOT_FOUND,
  MOBILE_INVALID_QR,
  PIN_DEVICE_SHORT_LIMIT,
  PIN_LOCKED_MESSAGE,
} from "../constants/mobile";
import { can } from "../permissions/permissions";
import { mobileAssetRef, mobileAssetSearchInput, mobileAuthenticateInput } from "./mobile";

const ID = "0b9f7f5e-7a0e-4c5b-9c59-2f1d7c1d2b3a";

describe("mobile validators (spec 01 Mobile QR page, issue 14)", () => {
  it.each([
    ["1234", "1234"],
    ["12-34", "1234"],
    [" 9 8 7 6 ", "9876"],
  ])("a PIN %j is kept as its digits %j", (pin, digits) => {
    expect(mobileAuthenticateInput.parse({ assetId: ID, pin }).pin).toBe(digits);
  });

  it.each(["123", "12345", "abcd", ""])("a PIN %j is refused with the spec's message", (pin) => {
    const r = mobileAuthenticateInput.safeParse({ assetId: ID, pin });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("PIN must be exactly 4 digits");
  });

  it("an asset reference is an id ('Asset Not Found' otherwise) or a non-empty code ('Invalid QR Code')", () => {
    expect(mobileAssetRef.parse({ assetId: ID })).toEqual({ assetId: ID });
    expect(mobileAssetRef.parse({ code: " WP-001 " })).toEqual({ code: "WP-001" });
    expect(mobileAssetRef.safeParse({ assetId: "nope" }).error?.issues[0]?.message).toBeDefined();
    expect(MOBILE_ASSET_NOT_FOUND).toBe("Asset Not Found");
    expect(MOBILE_INVALID_QR).toBe("Invalid QR Code");
    expect(mobileAssetRef.safeParse({ code: "   " }).success).toBe(false);
  });

  it("the asset selector asks for at most 50 (spec 02)", () => {
    expect(mobileAssetSearchInput.parse({})).toEqual({ search: "", limit: 50 });
    expect(mobileAssetSearchInput.safeParse({ limit: 51 }).success).toBe(false);
  });

  it("a phone's short lock: 5 failures, 15 minutes, worded like sign-in's limit", () => {
    expect(PIN_DEVICE_SHORT_LIMIT).toEqual({ max: 5, windowMinutes: 15, lockMinutes: 15 });
    expect(PIN_LOCKED_MESSAGE).toBe("Too many failed PIN attempts. Please wait 15 minutes and try again.");
  });

  it("the PIN role 'user' may submit forms, read the phone screens and upload, nothing else", () => {
    expect(["submitForm", "readMobile", "upload"].every((a) => can("user", a as never))).toBe(true);
    expect(["read", "write", "administer", "operate"].some((a) => can("user", a as never))).toBe(false);
  });
});
