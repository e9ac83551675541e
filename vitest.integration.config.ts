import { defineConfig } from "vitest/config";

/**
 * Scripts against the shared local emulators (the Auth emulator on localhost:9099):
 * `npx vitest run --config vitest.integration.config.ts`.
 */
export default defineConfig({
  test: {
    globals: true,
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 30_000,
    // The Auth emulator may have to start first (about 20 s).
    hookTimeout: 120_000,
    restoreMocks: true,
  },
});
