import { describe, expect, it } from "vitest";
import { memberListPage, membersSearch, organizationSettingsSearch } from "./membersSearch";
import { organizationListPage, platformMembersPatch, platformMembersSearch, platformSearch } from "./platformSearch";

const member = (
  email: string,
  role: string,
  joined: string,
  extra: { fullName?: string; lastSignInAt?: string } = {},
) => ({
  email,
  role,
  fullName: extra.fullName ?? null,
  joinedAt: new Date(joined),
  lastSignInAt: extra.lastSignInAt ? new Date(extra.lastSignInAt) : null,
});

const members = [
  member("ann@x.test", "owner", "2026-01-01", { fullName: "Ann Owner", lastSignInAt: "2026-11-01" }),
  member("bob@x.test", "member", "2026-02-01", { fullName: "bob builder" }),
  member("cy@x.test", "admin", "2026-03-01", { lastSignInAt: "2026-11-20" }),
  member("dee@x.test", "viewer", "2026-04-01", { fullName: "Dee Viewer", lastSignInAt: "2026-10-01" }),
];

describe("members list URL state", () => {
  it("reads search, role, sort, direction, page and size from a link and drops the rest", () => {
    expect(membersSearch({ search: " bob ", role: "admin", sort: "role", dir: "desc", page: "2", size: "10" })).toEqual(
      {
        search: "bob",
        role: "admin",
        sort: "role",
        dir: "desc",
        page: 2,
        size: 10,
      },
    );
    expect(membersSearch({ role: "superuser", sort: "password", size: "7" })).toEqual({
      search: undefined,
      role: undefined,
      sort: undefined,
      dir: undefined,
      page: undefined,
      size: undefined,
    });
  });

  it("keeps the settings category beside the members list", () => {
    expect(organizationSettingsSearch({ category: "members", search: "ann" })).toMatchObject({
      category: "members",
      search: "ann",
    });
    expect(organizationSettingsSearch({ category: "billing" }).category).toBeUndefined();
  });
});

describe("memberListPage", () => {
  const emails = (search: Parameters<typeof memberListPage>[1]) =>
    memberListPage(members, search).records.map((m) => m.email);

  it("keeps the server's order (joined, oldest first) by default", () => {
    expect(emails({})).toEqual(["ann@x.test", "bob@x.test", "cy@x.test", "dee@x.test"]);
  });

  it("searches name and email, case-insensitively, and filters by role", () => {
    expect(emails({ search: "BOB" })).toEqual(["bob@x.test"]);
    expect(emails({ search: "cy@" })).toEqual(["cy@x.test"]);
    expect(emails({ role: "viewer" })).toEqual(["dee@x.test"]);
    expect(emails({ search: "x.test", role: "admin" })).toEqual(["cy@x.test"]);
  });

  it("sorts by name (email when there is none), by role rank, and by last sign-in with never last", () => {
    expect(emails({ sort: "name" })).toEqual(["ann@x.test", "bob@x.test", "cy@x.test", "dee@x.test"]);
    expect(emails({ sort: "name", dir: "desc" })).toEqual(["dee@x.test", "cy@x.test", "bob@x.test", "ann@x.test"]);
    expect(emails({ sort: "role" })).toEqual(["ann@x.test", "cy@x.test", "bob@x.test", "dee@x.test"]);
    expect(emails({ sort: "lastSignIn", dir: "desc" })).toEqual([
      "cy@x.test",
      "ann@x.test",
      "dee@x.test",
      "bob@x.test",
    ]);
    expect(emails({ sort: "lastSignIn" })).toEqual(["dee@x.test", "ann@x.test", "cy@x.test", "bob@x.test"]);
  });

  it("cuts pages and shows the last page for a page number past the end", () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      member(`u${String(i).padStart(2, "0")}@x.test`, "member", `2026-01-${String(i + 1).padStart(2, "0")}`),
    );
    const second = memberListPage(many, { size: 10, page: 2 });
    expect(second).toMatchObject({ total: 23, page: 2, size: 10 });
    expect(second.records.map((m) => m.email)).toEqual(many.slice(10, 20).map((m) => m.email));
    expect(memberListPage(many, { size: 10, page: 9 })).toMatchObject({ page: 3 });
    expect(memberListPage(many, { size: 10, page: 9 }).records).toHaveLength(3);
    expect(memberListPage([], { page: 4 })).toMatchObject({ total: 0, page: 1, records: [] });
  });
});

describe("platform dashboard URL state", () => {
  const organizations = [
    {
      id: "o1",
      name: "Harbor Paints",
      description: null,
      memberCount: 3,
      adminCount: 1,
      createdAt: "2026-01-01T00:00:00Z",
    },
    {
      id: "o2",
      name: "acme",
      description: "Tools and paint",
      memberCount: 10,
      adminCount: 2,
      createdAt: "2026-05-01T00:00:00Z",
    },
    { id: "o3", name: "Zinc", description: null, memberCount: 1, adminCount: 1, createdAt: "2026-03-01T00:00:00Z" },
  ];
  const ids = (search: Record<string, unknown>) =>
    organizationListPage(organizations, platformSearch(search)).records.map((o) => o.id);

  it("lists the newest organization first by default and sorts by any column", () => {
    expect(ids({})).toEqual(["o2", "o3", "o1"]);
    expect(ids({ sort: "name" })).toEqual(["o2", "o1", "o3"]);
    expect(ids({ sort: "members", dir: "desc" })).toEqual(["o2", "o1", "o3"]);
    expect(ids({ sort: "admins" })).toEqual(["o1", "o3", "o2"]);
  });

  it("searches name, description and id", () => {
    expect(ids({ search: "paint" })).toEqual(["o2", "o1"]);
    expect(ids({ search: "o3" })).toEqual(["o3"]);
  });

  it("keeps the Manage dialog, its tab and its members list apart from the organizations list", () => {
    const search = platformSearch({
      page: "2",
      manage: "o1",
      tab: "invitations",
      msearch: "ann",
      mpage: "3",
      mrole: "x",
    });
    expect(search).toMatchObject({ page: 2, manage: "o1", tab: "invitations", msearch: "ann", mpage: 3 });
    expect(search.mrole).toBeUndefined();
    expect(platformMembersSearch(search)).toMatchObject({ search: "ann", page: 3 });
    expect(platformSearch({ manage: "<script>", tab: "billing" })).toMatchObject({ manage: undefined, tab: undefined });
  });

  it("turns a members-list change into the dialog's fields, back to its page 1 unless the page changes", () => {
    expect(platformMembersPatch({ role: "admin" })).toEqual({ mrole: "admin", mpage: undefined });
    expect(platformMembersPatch({ page: 2 })).toEqual({ mpage: 2 });
    expect(platformMembersPatch({ sort: "name", dir: "desc" })).toEqual({
      msort: "name",
      mdir: "desc",
      mpage: undefined,
    });
  });
});
