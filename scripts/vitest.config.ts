import { defineProject } from "vitest/config";

// The pure helpers of the scripts (the bench's medians, ratios and table): unit tests only.
export default defineProject({
  test: { name: "scripts", include: ["bench/**/*.test.ts"] },
});
