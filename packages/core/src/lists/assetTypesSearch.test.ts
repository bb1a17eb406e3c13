import { describe, expect, it } from "vitest";
import { assetTypesSearch } from "./assetTypesSearch";

describe("/asset-types URL state", () => {
  it("reads a shared link: archived tab, search, sort, direction, filter and page", () => {
    expect(
      assetTypesSearch({
        tab: "archived",
        search: " paint ",
        sort: "deleted_at",
        dir: "asc",
        hasAssets: "1",
        page: "2",
      }),
    ).toEqual({ tab: "archived", search: "paint", sort: "deleted_at", dir: "asc", hasAssets: true, page: 2 });
  });

  it("opens the Active tab, newest first, for an empty or hand-edited link", () => {
    expect(assetTypesSearch({})).toEqual({});
    const odd = assetTypesSearch({ tab: "deleted", sort: "owner", dir: "up", hasAssets: "no", page: "0" });
    expect(Object.values(odd).every((v) => v === undefined)).toBe(true);
  });
});
