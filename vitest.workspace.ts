// The list of test projects. Vitest 4 no longer reads a workspace file by itself:
// vitest.config.ts imports this list as its `projects`.
export const projects = [
  "packages/core/vitest.config.ts",
  "packages/db/vitest.config.ts",
  "apps/server/vitest.config.ts",
  "apps/web/vitest.config.ts",
  "scripts/vitest.config.ts",
  "apps/web/vitest.unit.config.ts",
];
