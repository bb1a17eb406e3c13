import { describe, expect, it } from "vitest";
import { isPhoneDocument, mobileFormSubmitPath } from "./mobile";

describe("isPhoneDocument", () => {
  it("takes the QR landing, the mobile asset page and a count opened from them", () => {
    expect(isPhoneDocument("/qr/QR-123", "")).toBe(true);
    // The phone app's start page (its web manifest's start_url).
    expect(isPhoneDocument("/mobile", "")).toBe(true);
    expect(isPhoneDocument("/mobile/", "")).toBe(true);
    expect(isPhoneDocument("/mobile-test/asset/6f1c", "")).toBe(false);
    expect(isPhoneDocument("/mobile/asset/6f1c", "?x=1")).toBe(true);
    const [path, query] = mobileFormSubmitPath("f1", "inventory").split("?");
    expect(isPhoneDocument(path ?? "", query ?? "")).toBe(true);
    expect(isPhoneDocument("/forms/submit/f1", "?fromMobileQR=true")).toBe(true);
  });

  it("leaves every other screen to the full app", () => {
    expect(isPhoneDocument("/forms/submit/f1", "")).toBe(false);
    expect(isPhoneDocument("/forms/submit/f1", "?fromMobileQR=false")).toBe(false);
    expect(isPhoneDocument("/qr/", "")).toBe(false);
    expect(isPhoneDocument("/qr/a/b", "")).toBe(false);
    expect(isPhoneDocument("/mobile-test/asset/1", "")).toBe(false);
    expect(isPhoneDocument("/assets", "")).toBe(false);
    expect(isPhoneDocument("/login", "?returnUrl=/qr/x")).toBe(false);
  });
});
