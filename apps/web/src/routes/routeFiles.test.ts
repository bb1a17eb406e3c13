import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 22 §6: a route file maps to one URL. The accessibility walk (e2e/accessibility.test.ts)
 * reads each file's `path` to visit every screen, so a second route in a file was a URL it
 * never audited (/inventory/add/$assetId hid in assets.$assetId.inventory.create.tsx).
 */
const ROUTES_DIR = path.dirname(fileURLToPath(import.meta.url));
const routeFiles = readdirSync(ROUTES_DIR).filter((f) => f.endsWith(".tsx"));
const source = (file: string) => readFileSync(path.join(ROUTES_DIR, file), "utf8");
const routeTable = readFileSync(path.join(ROUTES_DIR, "../router.tsx"), "utf8");

describe("route files", () => {
  it("finds the route files", () => {
    expect(routeFiles.length).toBeGreaterThan(40);
  });

  it.each(routeFiles)("%s declares one route", (file) => {
    const routes = [...source(file).matchAll(/\bcreate(?:Root)?Route(?:WithContext)?\b\s*(?:<[^>]*>)?\(/g)];
    expect(routes).toHaveLength(1);
  });

  it.each(routeFiles.filter((f) => f !== "__root.tsx"))("%s is in the route table and named after its URL", (file) => {
    const text = source(file);
    const name = /export const (\w+Route) = createRoute\(/.exec(text)?.[1];
    expect(name).toBeDefined();
    expect(routeTable).toContain(`from "./routes/${file.replace(/\.tsx$/, "")}"`);
    const routePath = /\bpath:\s*"([^"]+)"/.exec(text)?.[1];
    const id = /\bid:\s*"([^"]+)"/.exec(text)?.[1];
    // The file name is the URL with "/" as "." (index.tsx is "/"), or the layout's id.
    const expected = routePath ? (routePath === "/" ? "index" : routePath.slice(1).replaceAll("/", ".")) : id;
    expect(file.replace(/\.tsx$/, "")).toBe(expected);
  });
});
