import { defineConfig } from "vitest/config";

/**
 * Every Vitest suite, one project each. Run one with `npx vitest run --project <name>`;
 * `npm test` runs them one after another (scripts/test.sh). A project's globalSetup runs
 * only when that project has tests to run, so `--project unit` starts no emulator.
 *
 *   unit         tests/unit (node) and tests/components (jsdom, chosen per file by a
 *                `// @vitest-environment jsdom` comment)
 *   rules        firestore.rules against a Firestore emulator of the suite's own
 *                (tests/rules/support/emulator.ts)
 *   functions    the real Netlify handlers and the real `openai` client against a local
 *                chat-completions server (scripts/ai-stand-in.ts), with the Auth and
 *                Firestore emulators for ID tokens and the daily estimate cap
 *   integration  scripts against the shared local emulators (Auth on localhost:9099)
 *
 * Inline projects inherit this root config (Vitest 5), and arrays such as setupFiles are
 * appended: keep per-suite options in the projects, and no globalSetup here (the root's
 * would run for every project).
 */
export default defineConfig({
  test: {
    globals: true,
    environment: "node",
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/components/**/*.test.tsx"],
          setupFiles: ["tests/setup.ts"],
          restoreMocks: true,
          unstubEnvs: true,
          // No unit or component test measures time. Under a fresh clone's whole suite (load 16)
          // the slowest component tests took 2.2 s and one import-heavy test 9.7 s against
          // the 5 s default: the limit is for a hung test, not a slow machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          globalSetup: ["tests/rules/support/global-setup.ts"],
          // Every file empties the same emulator project before each case: one file at a time.
          fileParallelism: false,
          testTimeout: 15_000,
          hookTimeout: 30_000,
          // Row names ("carol: create own profile with ... → deny") are the documentation: keep them whole.
          taskTitleValueFormatTruncate: 200,
        },
      },
      {
        test: {
          name: "functions",
          include: ["tests/functions/**/*.test.ts"],
          globalSetup: ["tests/functions/global-setup.ts"],
          setupFiles: ["tests/functions/setup.ts"],
          restoreMocks: true,
          unstubEnvs: true,
          testTimeout: 20_000,
          // The Auth emulator needs about 20 s to start when it is not already running.
          hookTimeout: 120_000,
          // Row names (hostile.test.ts: "cross-site chat: a look-alike host, text/plain") say what is sent: keep them whole.
          taskTitleValueFormatTruncate: 200,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          restoreMocks: true,
          testTimeout: 30_000,
          // The Auth emulator may have to start first (about 20 s).
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
