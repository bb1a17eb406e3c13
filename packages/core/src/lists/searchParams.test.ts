import { describe, expect, it } from "vitest";
import {
  directionParam,
  enumParam,
  flagParam,
  idListParam,
  listSearch,
  pageParam,
  pageSizeParam,
  textParam,
} from "./searchParams";

describe("list search params", () => {
  const parse = listSearch({
    search: textParam,
    page: pageParam,
    size: pageSizeParam([10, 25, 50]),
    sort: enumParam(["name", "created"]),
    dir: directionParam,
    archived: flagParam,
    types: idListParam,
  });

  it("reads a shared link's values", () => {
    expect(
      parse({ search: " drill ", page: "3", size: "25", sort: "created", dir: "desc", archived: "1", types: "a1,b2" }),
    ).toEqual({
      search: "drill",
      page: 3,
      size: 25,
      sort: "created",
      dir: "desc",
      archived: true,
      types: ["a1", "b2"],
    });
  });

  it("leaves defaults out of the URL", () => {
    expect(parse({ page: 1, search: "   " })).toEqual({ search: undefined, page: undefined });
  });

  it("falls back to the default for anything unexpected instead of failing", () => {
    const result = parse({
      page: "-4",
      size: "33",
      sort: "password",
      dir: "sideways",
      archived: "maybe",
      types: ["ok_1", "<script>", 7],
      search: { $ne: 1 },
    });
    expect(result).toEqual({
      page: undefined,
      size: undefined,
      sort: undefined,
      dir: undefined,
      archived: undefined,
      types: ["ok_1"],
      search: undefined,
    });
  });

  it("bounds text and page numbers", () => {
    expect(parse({ search: "x".repeat(500) }).search).toHaveLength(200);
    expect(parse({ page: "100001" }).page).toBeUndefined();
    expect(parse({ page: "2.5" }).page).toBeUndefined();
  });
});
