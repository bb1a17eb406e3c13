import { describe, expect, it } from "vitest";
import { QR_LABEL_LIST_LIMIT, qrLabelListInput, qrManagerSearch, qrManagerSearchParams } from "./qrLabels";

const typeA = "3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b";
const typeB = "4f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b";

describe("QR manager URL", () => {
  it("defaults", () => {
    expect(qrManagerSearch.parse({})).toEqual({
      q: "",
      status: [],
      type: [],
      view: "grid",
      size: "small",
      paper: "letter",
      printSize: 1,
      names: true,
    });
    expect(qrManagerSearchParams(qrManagerSearch.parse({}))).toEqual({});
  });
  it("reads plain query strings, one or many", () => {
    const search = qrManagerSearch.parse({
      q: " drill ",
      status: "active",
      type: [typeA, typeB, typeA],
      view: "list",
      size: "large",
      paper: "a4",
      printSize: "0.5",
      names: "false",
    });
    expect(search).toEqual({
      q: "drill",
      status: ["active"],
      type: [typeA, typeB],
      view: "list",
      size: "large",
      paper: "a4",
      printSize: 0.5,
      names: false,
    });
    expect(qrManagerSearchParams(search)).toEqual({
      q: "drill",
      status: ["active"],
      type: [typeA, typeB],
      view: "list",
      size: "large",
      paper: "a4",
      printSize: "0.5",
      names: "false",
    });
  });
  it("drops what it does not know instead of failing", () => {
    expect(
      qrManagerSearch.parse({
        status: ["active", "bogus", "retired"],
        type: ["not-a-uuid", typeA],
        view: "table",
        size: 7,
        paper: "tabloid",
        printSize: "0.6",
        names: "maybe",
      }),
    ).toMatchObject({
      status: ["active", "retired"],
      type: [typeA],
      view: "grid",
      size: "small",
      paper: "letter",
      printSize: 1,
      names: true,
    });
  });
});

describe("QR label list input", () => {
  it("takes multi-filters and refuses unknown statuses and ids", () => {
    expect(qrLabelListInput.parse({})).toEqual({ search: "", statuses: [], assetTypeIds: [] });
    expect(qrLabelListInput.safeParse({ statuses: ["gone"] }).success).toBe(false);
    const bad = qrLabelListInput.safeParse({ assetTypeIds: ["x"] });
    expect(bad.success ? "" : bad.error.issues[0]?.message).toBe("Asset type not found");
    expect(QR_LABEL_LIST_LIMIT).toBe(500);
  });
});
