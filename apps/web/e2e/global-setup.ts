import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import "./context";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p))) ?? null;
}

/** Builds the web app the server will serve, and finds Debian's Chromium. */
export default function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const how = "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH";
    if (process.env.CI) throw new Error(`Browser tests must run in CI but no Chromium was found: ${how}.`);
    console.warn(`[web-e2e] No Chromium found: browser tests are skipped; to run them, ${how}.`);
  }
  // CI builds once (.ci/run: the phone budget check reads the same build) and names it here.
  const given = process.env.STOCKROOM_WEB_DIST;
  if (chromium && given && fs.existsSync(path.join(given, "phone.html"))) {
    project.provide("chromiumPath", chromium);
    project.provide("webDist", path.resolve(given));
    return;
  }
  // A build folder of this run's own: two runs at once (or a dev build) never overwrite it mid-test.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-e2e-web-"));
  if (chromium) {
    const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], {
      cwd: webRoot,
      stdio: "inherit",
    });
    if (r.status !== 0) throw new Error("vite build failed");
  }
  project.provide("chromiumPath", chromium);
  project.provide("webDist", outDir);
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
