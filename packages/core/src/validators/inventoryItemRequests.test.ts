import { describe, expect, it } from "vitest";
import { inventoryItemSearch, inventoryPageSearch } from "../lists/inventorySearch";
import {
  assetInventoryCheckInput,
  checkAnswersNotInFormMessage,
  checkAnswersOutsideForm,
  historyAnswerCopy,
  inventoryListInput,
  pageButtons,
  recordCheckInput,
} from "./inventoryItemRequests";

const id = "0b5f5d3e-8a4e-4c1e-9a5e-0d6a7f1b2c3d";

describe("recordCheckInput (spec 02 §5 'quantity number minimum 0'; unparseable is refused, issue 21 §10)", () => {
  it.each([
    ["12", 12],
    [7, 7],
  ])("quantity %j → %j", (quantity, expected) => {
    expect(recordCheckInput.parse({ id, quantity }).quantity).toBe(expected);
  });
  it.each([7.5, "abc", "", Number.NaN])("refuses quantity %j", (quantity) => {
    expect(recordCheckInput.safeParse({ id, quantity }).success).toBe(false);
  });
  it("refuses a negative quantity", () => {
    expect(recordCheckInput.safeParse({ id, quantity: -1 }).success).toBe(false);
  });
  it("answers 'Inventory item not found' for an id that is not one", () => {
    const r = recordCheckInput.safeParse({ id: "nope", quantity: 1 });
    expect(r.error?.issues[0]?.message).toBe("Inventory item not found");
  });
});

describe("assetInventoryCheckInput.responseData", () => {
  const check = (responseData: unknown) =>
    assetInventoryCheckInput.safeParse({ assetId: id, quantity: 1, responseData });
  it("keeps the form's answers", () => {
    expect(check({ field_1: 3, note: "x", list: [1, "a"], none: null }).success).toBe(true);
  });
  it("refuses answers that cannot be stored as JSON (a BigInt was a server error)", () => {
    expect(check({ field_1: 10n ** 30n }).error?.issues[0]?.message).toBe(
      "The form's answers could not be read. Please check what you entered.",
    );
  });
  it("refuses answers larger than a form submission", () => {
    expect(check({ field_1: "x".repeat(600 * 1024) }).error?.issues[0]?.message).toBe("The submission is too large");
  });
});

describe("inventoryListInput", () => {
  it("defaults to the first page of 24 cards", () => {
    expect(inventoryListInput.parse({})).toMatchObject({ search: "", page: 1, pageSize: 24 });
  });
});

describe("URL state", () => {
  it("keeps the monthly tab, search, type and page; drops defaults", () => {
    expect(inventoryPageSearch({ tab: "monthly", search: " paint ", assetType: id, page: "3" })).toEqual({
      tab: "monthly",
      search: "paint",
      assetType: id,
      page: 3,
    });
    expect(inventoryPageSearch({ tab: "current", page: "1", search: "" })).toEqual({});
  });
  it("keeps the Monthly History filters: search, type, a whole month range and page", () => {
    expect(
      inventoryPageSearch({
        tab: "monthly",
        snapshotSearch: " drill ",
        snapshotType: id,
        fromMonth: "2025-01",
        toMonth: "2025-12",
        snapshotPage: "2",
      }),
    ).toEqual({
      tab: "monthly",
      snapshotSearch: "drill",
      snapshotType: id,
      fromMonth: "2025-01",
      toMonth: "2025-12",
      snapshotPage: 2,
    });
  });
  it.each([
    [{ fromMonth: "2025-01" }],
    [{ fromMonth: "2025-13", toMonth: "2025-12" }],
    [{ fromMonth: "2025-01", toMonth: "soon" }],
  ])("drops a partial or malformed month range %j", (search) => {
    expect(inventoryPageSearch(search)).toEqual({});
  });
  it.each([
    [
      { month: "2025-03", edit: "1" },
      { month: "2025-03", edit: 1 },
    ],
    [{ month: "2025-13", edit: "0" }, {}],
    [{ month: "2025-3" }, {}],
  ])("item search %j → %j", (input, expected) => {
    expect(inventoryItemSearch(input)).toEqual(expected);
  });
});

describe("pageButtons (spec 02: '20 with 5 page buttons')", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
  ])("page %i of %i → %j", (page, count, expected) => {
    expect(pageButtons(page, count)).toEqual(expected);
  });
});

describe("a check's answers are the form's own fields (issue 21 §10)", () => {
  it("keeps the form's fields", () => {
    expect(checkAnswersOutsideForm({ field_1: 3, note: "x" }, ["field_1", "note"])).toEqual([]);
  });
  it("names answers that are not fields, and keys the server writes even when a field has that name", () => {
    expect(
      checkAnswersOutsideForm({ field_1: 1, verification_status: "verified", exact_quantity: -5, status: "verified" }, [
        "field_1",
        "status",
      ]),
    ).toEqual(["verification_status", "exact_quantity", "status"]);
    expect(checkAnswersNotInFormMessage(["verification_status", "exact_quantity"])).toBe(
      'These answers are not fields of the form: "verification_status", "exact_quantity".',
    );
  });

  it("historyAnswerCopy keeps every answer but those named like the entry's own state", () => {
    expect(
      historyAnswerCopy({
        field_1: 4,
        note: "ok",
        verification_status: "verified",
        status: "fixed",
        _x: 1,
        metadata: {},
      }),
    ).toEqual({ field_1: 4, note: "ok" });
    expect(historyAnswerCopy({})).toEqual({});
  });
});
