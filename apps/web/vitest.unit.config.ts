import { defineProject } from "vitest/config";

// The web app's checks that need no browser: catalogs complete, texts through the catalogs.
export default defineProject({
  test: {
    name: "web-unit",
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
