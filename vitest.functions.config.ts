import { defineConfig } from "vitest/config";

/**
 * Function tests: the real Netlify handlers and the real `openai` client against a local
 * chat-completions server (scripts/ai-stand-in.ts), with the Auth and Firestore
 * emulators for ID tokens and the daily estimate cap. Separate from vitest.config.ts
 * because they need the emulators.
 *
 *   npx vitest run -c vitest.functions.config.ts
 */
export default defineConfig({
  test: {
    globals: true,
    include: ["tests/functions/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/functions/global-setup.ts"],
    setupFiles: ["tests/functions/setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    testTimeout: 20_000,
    // The Auth emulator needs about 20 s to start when it is not already running.
    hookTimeout: 120_000,
  },
});
