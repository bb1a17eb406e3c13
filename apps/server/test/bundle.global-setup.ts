import { spawnSync } from "node:child_process";
import path from "node:path";

// The fault tests run the server as `npm start` runs it: the esbuild bundle
// apps/server/dist/main.js on plain node (test/bundle.ts). It is built once per run, by the
// same script `npm start` and `npm run build:server` use (about 3 s), so the tests always
// run the bundle of the code under test. The build refuses an unpatched postgres driver.
export default function buildServerBundle() {
  const root = path.resolve(__dirname, "../../..");
  const built = spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`The server bundle did not build:\n${built.stdout}\n${built.stderr}`);
}
