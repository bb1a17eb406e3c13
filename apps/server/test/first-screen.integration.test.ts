import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIRST_SCREEN_SCRIPT } from "@stockroom/core";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess, stopServerProcess } from "./bundle";
import { client, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// A signed-in first screen's page (issue 23, /assets first rows; http/first-screen.ts): the
// server answers the page's early batch as the request's caller and writes the answers, and
// the screen its renderer draws from them, into the page. The built renderer (the app's own
// components) is exercised in Chromium by apps/web/e2e/assets-first-screen.test.ts; here a
// small renderer of the same shape stands in, so these tests read the server's part: who gets
// which answers, how they are written, and what happens when something fails.

const LIST_INPUT = {
  search: "",
  status: "all",
  assetTypeId: null,
  archived: false,
  sort: "name",
  direction: "asc",
  page: 1,
  pageSize: 25,
};
const BATCH_INPUT = encodeURIComponent(
  JSON.stringify({
    0: superjson.serialize(undefined),
    1: superjson.serialize(LIST_INPUT),
    2: superjson.serialize(undefined),
  }),
);
// page-assets.html as apps/web/routePreload.ts writes it (the link's URL written by tRPC's client).
const PRELOAD = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/trpc/auth.session,assets.list,assetTypes.options?batch=1&amp;input=${BATCH_INPUT}" data-route data-paths="auth.session,assets.list,assetTypes.options">`;
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Stockroom</title>
    ${PRELOAD}
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="modulepreload" crossorigin href="/assets/AssetsPage-abc.js" data-route>
    <link rel="preload" as="style" href="/assets/AssetsPage-abc.css" data-route>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
// The stand-in renderer: the organization and the rows it was given; a row named "Break the
// render" makes it fail, as a bug in a screen would.
const RENDERER = `
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export async function renderFirstScreen({ url, answers, sidebarOpen }) {
  const session = answers.find((a) => a.path === "auth.session").value;
  const summary = answers.find((a) => a.path === "organization.dashboard.summary");
  if (summary) return '<h1 data-testid="org">' + esc(session.membership.organization.name) + '</h1><p data-testid="stat-value">' +
    summary.value.stats.totalAssets + "</p><p>" + esc(url) + "</p>";
  const list = answers.find((a) => a.path === "assets.list").value;
  if (list.items.some((i) => i.name === "Break the render")) throw new Error("render failed: a secret internal detail");
  if (list.items.some((i) => i.name === "Slow render")) await new Promise((resolve) => setTimeout(resolve, 400));
  return '<h1 data-testid="org">' + esc(session.membership.organization.name) + "</h1><ul>" +
    list.items.map((i) => '<li data-testid="asset-row">' + esc(i.name) + "</li>").join("") +
    "</ul><p>" + esc(url) + " sidebar " + sidebarOpen + "</p>";
}
`;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-first-screen-"));
fs.mkdirSync(path.join(dist, "ssr"));
fs.writeFileSync(path.join(dist, "index.html"), PAGE.replace(PRELOAD, ""));
fs.writeFileSync(path.join(dist, "page-assets.html"), PAGE);
// page-home.html: the dashboard's batch, the session check and the summary.
const HOME_PRELOAD = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/trpc/auth.session,organization.dashboard.summary?batch=1&amp;input=${encodeURIComponent(
  JSON.stringify({ 0: superjson.serialize(undefined), 1: superjson.serialize(undefined) }),
)}" data-route data-paths="auth.session,organization.dashboard.summary">`;
const HOME = PAGE.replace(PRELOAD, HOME_PRELOAD);
fs.writeFileSync(path.join(dist, "page-home.html"), HOME);
fs.writeFileSync(
  path.join(dist, "route-pages.json"),
  JSON.stringify({ "/": "page-home.html", "/assets": "page-assets.html" }),
);
fs.writeFileSync(path.join(dist, "ssr", "first-screen.mjs"), RENDERER);

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTwoOrganizations("firstscreen", (f) => ({ t, a, b } = f), { STOCKROOM_WEB_DIST: dist });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const HOSTILE = `</script><script>alert("x")</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Drills" });
  await a.admin.trpc.assets.create.mutate({ name: "Alpha drill", asset_type_id: type.id });
  await a.admin.trpc.assets.create.mutate({ name: HOSTILE, asset_type_id: type.id });
  const other = await b.admin.trpc.assetTypes.create.mutate({ name: "Saws" });
  await b.admin.trpc.assets.create.mutate({ name: "Bravo saw", asset_type_id: other.id });
});

/** The session cookie a fixture's client holds, as a browser would send it. */
function cookieOf(c: OrgFixture["admin"]): string {
  return [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function page(cookie: string | null, address = "/assets") {
  const res = await fetch(`${t.baseUrl}${address}`, { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
}

/** The answers the page carries, as the app reads them (lib/earlyAnswer.ts). */
function answersIn(html: string) {
  const match = /<script type="application\/json" id="early-answers" data-paths="([^"]*)">([^<]*)<\/script>/.exec(html);
  if (!match?.[2]) return null;
  const body = JSON.parse(match[2]) as { result: { data: Parameters<typeof superjson.deserialize>[0] } }[];
  return { paths: match[1]?.split(","), values: body.map((one) => superjson.deserialize(one.result.data)) };
}

describe("a signed-in /assets page load", () => {
  it("carries the caller's own answers and screen, never stored, allowed to run its head script", async () => {
    const { res, html } = await page(cookieOf(a.admin));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    const answers = answersIn(html);
    expect(answers?.paths).toEqual(["auth.session", "assets.list", "assetTypes.options"]);
    const [session, list, types] = (answers?.values ?? []) as [
      { membership: { organization: { id: string } } },
      { items: { name: string }[]; total: number },
      { name: string }[],
    ];
    expect(session.membership.organization.id).toBe(a.org.id);
    expect(list.items.map((i) => i.name).sort()).toEqual(["Alpha drill", HOSTILE].sort());
    expect(list.total).toBe(2);
    expect(types.map((type) => type.name)).toEqual(["Drills"]);
    // The page asks for nothing the answers hold: the preload of the batch is gone.
    expect(html).not.toContain('rel="preload" as="fetch"');
    // The screen, with the app's test ids renamed (they name the app's own elements).
    expect(html).toContain(
      `<div id="first-paint" inert aria-hidden="true"><h1 data-first-paint="org">${a.org.name}</h1>`,
    );
    expect(html).toContain('<li data-first-paint="asset-row">Alpha drill</li>');
    expect(html).not.toContain('data-testid="asset-row"');
    expect(html).toContain("<p>/assets sidebar true</p>");
    // The head script that decides to show it, allowed by its hash; the stylesheets first.
    expect(html).toContain(`<script>${FIRST_SCREEN_SCRIPT}</script>`);
    const hash = createHash("sha256").update(FIRST_SCREEN_SCRIPT).digest("base64");
    expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.indexOf('<link rel="stylesheet" href="/assets/AssetsPage-abc.css"')).toBeGreaterThan(0);
    expect(head.indexOf("index-abc.css")).toBeLessThan(head.indexOf("index-abc.js"));
    expect(head.indexOf("AssetsPage-abc.css")).toBeLessThan(head.indexOf("index-abc.js"));
  });

  it("writes a hostile name as text: nothing in it closes the answers' element or becomes markup", async () => {
    const { html } = await page(cookieOf(a.admin));
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain('<script>alert("x")');
    // Exactly the page's own scripts: the head script, the answers, the entry.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    const list = answersIn(html)?.values[1] as { items: { name: string }[] };
    expect(list.items.map((i) => i.name)).toContain(HOSTILE);
  });

  it("gives each organization its own rows only, whatever else it sends", async () => {
    const { html } = await page(cookieOf(b.member));
    expect(html).toContain("Bravo saw");
    expect(html).not.toContain("Alpha drill");
    const session = answersIn(html)?.values[0] as { membership: { organization: { id: string } } };
    expect(session.membership.organization.id).toBe(b.org.id);
    // An address with a query (another organization's id in it, say) gets the plain page.
    const withQuery = await page(cookieOf(b.member), `/assets?organizationId=${a.org.id}`);
    expect(withQuery.html).not.toContain("first-paint");
    expect(withQuery.html).not.toContain("Alpha drill");
  });

  it("sends the plain page when signed out, with a stale cookie, or without a cookie", async () => {
    for (const cookie of [null, "stockroom_session=not-a-session", "stockroom_session="]) {
      const { res, html } = await page(cookie);
      expect(res.status).toBe(200);
      expect(html).toBe(PAGE);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    // Signed out after signing in: the cleared session gets the plain page too.
    const c = client(t.baseUrl);
    await c.trpc.auth.signIn.mutate({ email: a.adminUser.email, password: "test-password" });
    const cookie = cookieOf(c);
    await c.trpc.auth.signOut.mutate();
    expect((await page(cookie)).html).toBe(PAGE);
  });

  it("a screen that fails to render leaves the answers and the plain screen; the server says nothing of it", async () => {
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Broken" });
    const broken = await a.admin.trpc.assets.create.mutate({ name: "Break the render", asset_type_id: type.id });
    try {
      const { res, html } = await page(cookieOf(a.admin));
      expect(res.status).toBe(200);
      expect(html).not.toContain("first-paint");
      expect(html).not.toContain("secret internal detail");
      expect(answersIn(html)?.values[1]).toMatchObject({ total: 3 });
    } finally {
      await a.admin.trpc.assets.delete.mutate({ id: broken.id });
    }
    // The next page load renders again.
    expect((await page(cookieOf(a.admin))).html).toContain('<div id="first-paint" inert aria-hidden="true">');
  });

  it("a burst of page loads draws a few screens and sends the rest with their answers only", async () => {
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Slow" });
    const slow = await a.admin.trpc.assets.create.mutate({ name: "Slow render", asset_type_id: type.id });
    try {
      const pages = await Promise.all(Array.from({ length: 8 }, () => page(cookieOf(a.admin))));
      for (const { res, html } of pages) {
        expect(res.status).toBe(200);
        expect(answersIn(html)?.values[1]).toMatchObject({ total: 3 });
      }
      const drawn = pages.filter(({ html }) => html.includes('<div id="first-paint"')).length;
      expect(drawn).toBeGreaterThan(0);
      expect(drawn).toBeLessThanOrEqual(3);
    } finally {
      await a.admin.trpc.assets.delete.mutate({ id: slow.id });
    }
  });

  it("does not wait on a database that does not answer: the plain page goes out, and the rows later", async () => {
    // Every read of assets waits while this transaction holds the table.
    const lock = t.db.sql.begin(async (tx) => {
      await tx`lock table assets in access exclusive mode`;
      await new Promise((resolve) => setTimeout(resolve, 3_500));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { res, html } = await page(cookieOf(a.admin));
    expect(res.status).toBe(200);
    expect(html).toBe(PAGE);
    await lock;
    expect(answersIn((await page(cookieOf(a.admin))).html)?.values[1]).toMatchObject({ total: 2 });
  });
});

describe("a signed-in dashboard page load", () => {
  it("carries the caller's own summary and screen; signed out, the plain page", async () => {
    for (const [who, org, assets] of [
      [a.admin, a.org, 2],
      [b.member, b.org, 1],
    ] as const) {
      const { res, html } = await page(cookieOf(who), "/");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const answers = answersIn(html);
      expect(answers?.paths).toEqual(["auth.session", "organization.dashboard.summary"]);
      const [session, summary] = (answers?.values ?? []) as [
        { membership: { organization: { id: string } } },
        { stats: { totalAssets: number } },
      ];
      expect(session.membership.organization.id).toBe(org.id);
      expect(summary.stats.totalAssets).toBe(assets);
      expect(html).toContain(
        `<div id="first-paint" inert aria-hidden="true"><h1 data-first-paint="org">${org.name}</h1><p data-first-paint="stat-value">${assets}</p><p>/</p>`,
      );
      expect(html).not.toContain((org.id === a.org.id ? b : a).org.name);
    }
    const signedOut = await page(null, "/");
    expect(signedOut.html).toBe(HOME);
    expect(signedOut.res.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("the bundle npm start runs", () => {
  let bundled: RunningServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-first-screen-bundle-"));
  beforeAll(async () => {
    bundled = await startServerProcess(t.db.url, dataDir, { STOCKROOM_WEB_DIST: dist });
  }, 180_000);
  afterAll(async () => {
    await stopServerProcess(bundled);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads the renderer from the build and sends the caller's screen and answers", async () => {
    const res = await fetch(`${bundled?.url}/assets`, { headers: { cookie: cookieOf(a.admin) } });
    const html = await res.text();
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain(
      `<div id="first-paint" inert aria-hidden="true"><h1 data-first-paint="org">${a.org.name}</h1>`,
    );
    expect(html).toContain('<li data-first-paint="asset-row">Alpha drill</li>');
    expect(answersIn(html)?.values[1]).toMatchObject({ total: 2 });
    const hash = createHash("sha256").update(FIRST_SCREEN_SCRIPT).digest("base64");
    expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });
});

describe("the renderer's folder", () => {
  it("is never sent to a browser: the address is a client route like any other", async () => {
    const res = await fetch(`${t.baseUrl}/ssr/first-screen.mjs`);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toBe(PAGE.replace(PRELOAD, ""));
  });
});
