// Sums a `--cpu-prof` profile of the server bundle (apps/server/dist/main.js) by the source
// file each sample's function came from: esbuild writes a `// <path>` comment before each
// module it bundles, so a line number of the bundle names its package or our file.
//   npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [bundle] [--files]
import fs from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The module a bundle line belongs to: the nearest `// path` comment at or above it. */
export function moduleIndex(bundle: string): (line: number) => string {
  const starts: Array<[number, string]> = [];
  bundle.split("\n").forEach((text, i) => {
    const m = /^\/\/ ((?:node_modules|packages|apps)\/\S+)$/.exec(text);
    if (m?.[1]) starts.push([i, m[1]]);
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "(bundle prelude)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const entry = starts[mid] as [number, string];
      if (entry[0] <= line) {
        found = entry[1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** A package name for node_modules paths, the file for ours. */
export function ownerOf(modulePath: string, byFile: boolean): string {
  if (byFile) return modulePath;
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  if (m?.[1]) return m[1];
  const ours = /^(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+)/.exec(modulePath);
  return ours?.[1] ?? modulePath;
}

function main() {
  const [file, bundleArg] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [bundle] [--files]");
  const byFile = process.argv.includes("--files");
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const bundlePath = path.resolve(bundleArg ?? "apps/server/dist/main.js");
  const lineOwner = moduleIndex(fs.readFileSync(bundlePath, "utf8"));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const totals = new Map<string, number>();
  let all = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const t = selfTime.get(node.id) ?? 0;
    if (t === 0) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    let owner: string;
    if (functionName === "(idle)") {
      idle += t;
      continue;
    }
    if (url.endsWith(path.basename(bundlePath))) owner = ownerOf(lineOwner(lineNumber), byFile);
    else if (url === "") owner = functionName.startsWith("(") ? functionName : "(native)";
    else if (url.startsWith("node:")) owner = "node:internal";
    else owner = url.replace(/^file:\/\//, "");
    totals.set(owner, (totals.get(owner) ?? 0) + t);
    all += t;
  }
  console.log(`busy ${(all / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
  for (const [owner, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${((100 * t) / all).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${owner}`);
  }
}

main();
