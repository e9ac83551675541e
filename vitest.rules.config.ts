import { defineConfig } from "vitest/config";

/**
 * firestore.rules against a Firestore emulator of the suite's own (see
 * tests/rules/support/emulator.ts): `npx vitest run --config vitest.rules.config.ts`.
 */
export default defineConfig({
  test: {
    globals: true,
    include: ["tests/rules/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/rules/support/global-setup.ts"],
    // Every file empties the same emulator project before each case: one file at a time.
    fileParallelism: false,
    testTimeout: 15_000,
    // Row names ("carol: create own profile with ... → deny") are the documentation: keep them whole.
    taskTitleValueFormatTruncate: 200,
    hookTimeout: 30_000,
  },
});
