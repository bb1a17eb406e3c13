import { defineProject } from "vitest/config";

// Browser tests: a real server on a fresh database, driven through Debian's Chromium.
export default defineProject({
  test: {
    name: "web-e2e",
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["../../packages/db/src/test-global-setup.ts", "./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: "test" },
  },
});
