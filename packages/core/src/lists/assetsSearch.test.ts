import { describe, expect, it } from "vitest";
import { ASSET_DETAIL_TABS, assetDetailSearch, assetsSearch } from "./assetsSearch";

const TYPE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("assets list URL (spec 02 §2 'Asset Management')", () => {
  it("reads a shared link: search, status, type, archived, sort, page and page size", () => {
    expect(
      assetsSearch({
        search: " drill ",
        status: "maintenance",
        assetType: TYPE_ID,
        archived: "1",
        sort: "created_at",
        dir: "desc",
        page: "3",
        size: "50",
      }),
    ).toEqual({
      search: "drill",
      status: "maintenance",
      assetType: TYPE_ID,
      archived: true,
      sort: "created_at",
      dir: "desc",
      page: 3,
      size: 50,
    });
  });

  it("keeps the status filter to All, Active, Maintenance, Retired ('all' is the default)", () => {
    expect(assetsSearch({ status: "all" }).status).toBeUndefined();
    expect(assetsSearch({ status: "active" }).status).toBe("active");
    expect(assetsSearch({ status: "stored" }).status).toBeUndefined();
  });

  it("allows only the grid's page sizes 10, 25, 50, 100 and its sort columns", () => {
    expect([10, 25, 50, 100].map((size) => assetsSearch({ size }).size)).toEqual([10, 25, 50, 100]);
    expect(assetsSearch({ size: "33" }).size).toBeUndefined();
    expect(assetsSearch({ sort: "password" }).sort).toBeUndefined();
  });

  it("opens the plain list for a stale or hand-edited link", () => {
    expect(assetsSearch({ assetType: "<x>", page: "0", dir: "up", archived: "no" })).toEqual({
      search: undefined,
      status: undefined,
      assetType: undefined,
      archived: undefined,
      sort: undefined,
      dir: undefined,
      page: undefined,
      size: undefined,
    });
  });
});

describe("asset page URL", () => {
  it("keeps the open tab; details (the default) and unknown tabs stay out", () => {
    expect(assetDetailSearch({ tab: "qr-code" })).toEqual({ tab: "qr-code" });
    expect(assetDetailSearch({ tab: "details" })).toEqual({ tab: undefined });
    expect(assetDetailSearch({ tab: "settings" })).toEqual({ tab: undefined });
    expect(ASSET_DETAIL_TABS).toEqual(["details", "inventory", "qr-code", "forms", "history"]);
  });
});
