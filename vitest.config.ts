import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globals: true,
    include: ["tests/unit/**/*.test.ts", "tests/components/**/*.test.tsx"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
  },
});
