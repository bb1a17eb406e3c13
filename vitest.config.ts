import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace";

export default defineConfig({
  test: {
    projects,
    coverage: {
      provider: "v8",
      include: ["packages/core/src/**/*.ts"],
      exclude: ["**/*.test.ts", "packages/core/src/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { branches: 95 },
    },
  },
});
