import { describe, expect, it } from "vitest";
import { formsListPage, formsSearch } from "./formsSearch";

const form = (name: string, extra: Partial<Parameters<typeof formsListPage>[0][number]> = {}) => ({
  name,
  description: null,
  fieldCount: 1,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  deletedAt: null,
  links: [],
  ...extra,
});

// The server's order: newest updated first.
const forms = [
  form("Paint count", { fieldCount: 4, updatedAt: "2026-11-03T00:00:00Z", createdAt: "2026-02-01T00:00:00Z" }),
  form("Intake", {
    description: "New deliveries",
    fieldCount: 2,
    updatedAt: "2026-11-02T00:00:00Z",
    links: [{ assetTypeId: "type-paint", assetTypeName: "Paint" }],
  }),
  form("audit 10", { fieldCount: 9, updatedAt: "2026-11-01T00:00:00Z", createdAt: "2026-03-01T00:00:00Z" }),
  form("Audit 9", { fieldCount: 2, updatedAt: "2026-10-01T00:00:00Z" }),
];

describe("forms list URL state", () => {
  it("reads a shared link and drops what it does not know", () => {
    expect(
      formsSearch({
        tab: "archived",
        search: " paint ",
        type: "type-1",
        sort: "name",
        dir: "desc",
        page: "2",
        size: "10",
      }),
    ).toEqual({ tab: "archived", search: "paint", type: "type-1", sort: "name", dir: "desc", page: 2, size: 10 });
    expect(formsSearch({ tab: "deleted", sort: "owner", size: "7", type: "<x>", page: "0" })).toEqual({
      tab: undefined,
      search: undefined,
      type: undefined,
      sort: undefined,
      dir: undefined,
      page: undefined,
      size: undefined,
    });
  });

  it("keeps the server's order by default and searches name, description and linked type names", () => {
    expect(formsListPage(forms, formsSearch({})).records.map((f) => f.name)).toEqual([
      "Paint count",
      "Intake",
      "audit 10",
      "Audit 9",
    ]);
    expect(formsListPage(forms, formsSearch({ search: "PAINT" })).records.map((f) => f.name)).toEqual([
      "Paint count",
      "Intake",
    ]);
    expect(formsListPage(forms, formsSearch({ search: "deliveries" })).records.map((f) => f.name)).toEqual(["Intake"]);
  });

  it("filters by a linked asset type", () => {
    const page = formsListPage(forms, formsSearch({ type: "type-paint" }));
    expect(page.records.map((f) => f.name)).toEqual(["Intake"]);
    expect(page.total).toBe(1);
  });

  it("sorts by name (natural, case-insensitive), fields and dates; ties keep the server's order", () => {
    const names = (search: Record<string, unknown>) =>
      formsListPage(forms, formsSearch(search)).records.map((f) => f.name);
    expect(names({ sort: "name" })).toEqual(["Audit 9", "audit 10", "Intake", "Paint count"]);
    expect(names({ sort: "name", dir: "desc" })).toEqual(["Paint count", "Intake", "audit 10", "Audit 9"]);
    expect(names({ sort: "fields", dir: "asc" })).toEqual(["Intake", "Audit 9", "Paint count", "audit 10"]);
    expect(names({ sort: "created", dir: "desc" })).toEqual(["audit 10", "Paint count", "Intake", "Audit 9"]);
    expect(names({ sort: "updated", dir: "asc" })).toEqual(["Audit 9", "audit 10", "Intake", "Paint count"]);
  });

  it("sorts archived forms by their archived date", () => {
    const archived = [
      form("Old", { updatedAt: "2026-11-01T00:00:00Z", deletedAt: "2026-01-01T00:00:00Z" }),
      form("Recent", { updatedAt: "2026-01-01T00:00:00Z", deletedAt: "2026-11-01T00:00:00Z" }),
    ];
    expect(formsListPage(archived, formsSearch({ tab: "archived" })).records.map((f) => f.name)).toEqual([
      "Recent",
      "Old",
    ]);
  });

  it("cuts a page and falls back to the last page when fewer rows are left", () => {
    const many = Array.from({ length: 23 }, (_, i) => form(`Form ${i + 1}`));
    const second = formsListPage(many, formsSearch({ size: "10", page: "2" }));
    expect(second.records.map((f) => f.name)).toEqual(many.slice(10, 20).map((f) => f.name));
    expect(second).toMatchObject({ total: 23, page: 2, size: 10 });
    const beyond = formsListPage(many, formsSearch({ size: "10", page: "9" }));
    expect(beyond.page).toBe(3);
    expect(beyond.records).toHaveLength(3);
    expect(formsListPage(many, formsSearch({})).records).toHaveLength(23);
  });
});
