import type { AstroIntegrationLogger } from "astro";
import { describe, expect, test, vi } from "vitest";
import { checkDemoContent, type DemoContent } from "../../src/config/demoContent.ts";

const REAL_LICENSES: DemoContent["licenses"] = [
  { short: "VA Class A", demo: false, variable: "PUBLIC_LICENSE_VA_DPOR" },
  { short: "MHIC", demo: false, variable: "PUBLIC_LICENSE_MD_MHIC" },
  { short: "DC BBL", demo: false, variable: "PUBLIC_LICENSE_DC_BBL" },
];

/** A production site with every fact its own, changed by `overrides`. */
const content = (overrides: Partial<DemoContent> = {}): DemoContent => ({
  projectId: "capital-crest-prod",
  allowDemoContent: false,
  licenses: REAL_LICENSES,
  trustDemo: false,
  ...overrides,
});

const withDemoMhic = REAL_LICENSES.map((license) => (license.short === "MHIC" ? { ...license, demo: true } : license));

describe("checkDemoContent: a real project's build refuses demo content and says what to set", () => {
  test.each([
    {
      name: "a demo licence number",
      overrides: { licenses: withDemoMhic },
      says: ["the demo licence numbers (MHIC): set PUBLIC_LICENSE_MD_MHIC"],
    },
    {
      name: "the demo insurance and warranty terms",
      overrides: { trustDemo: true },
      says: ["write your own in TRUST in src/config/site.ts and set its demo to false"],
    },
    {
      name: "all of them",
      overrides: { licenses: withDemoMhic, trustDemo: true },
      says: ["set PUBLIC_LICENSE_MD_MHIC", "TRUST in src/config/site.ts"],
    },
  ])("$name: throws naming it", ({ overrides, says }) => {
    const refuse = () => checkDemoContent(content(overrides));
    expect(refuse).toThrow('This build for the Firebase project "capital-crest-prod" would publish demo content');
    expect(refuse).toThrow("or set ALLOW_DEMO_CONTENT=true to publish the demo content anyway");
    for (const text of says) expect(refuse).toThrow(text);
  });

  test("nothing demo left: passes silently", () => {
    expect(checkDemoContent(content())).toBeNull();
  });

  test("a demo- project (local, tests, previews) passes silently with every demo value", () => {
    const demo = content({
      projectId: "demo-contractor",
      licenses: withDemoMhic,
      trustDemo: true,
    });
    expect(checkDemoContent(demo)).toBeNull();
  });

  test("ALLOW_DEMO_CONTENT=true: passes with a warning that names the demo content", () => {
    const warning = checkDemoContent(content({ allowDemoContent: true, trustDemo: true }));
    expect(warning).toContain("the demo insurance, warranty and certificate terms");
    expect(warning).toContain("Published anyway because ALLOW_DEMO_CONTENT=true.");
  });
});

/**
 * The build's hook, with the licences and TRUST as the environment and files configure
 * them: the guard module is imported afresh so site.ts reads the stubbed environment. Only the
 * guard's own modules load here; astro.config.mjs (React, Tailwind, Vite plugins: seconds of
 * imports on a busy machine) is loaded once, by the test that proves it registers the guard.
 */
async function buildStart() {
  vi.resetModules();
  const { demoContentGuard } = await import("../../scripts/demo-content-guard.ts");
  const hook = demoContentGuard().hooks["astro:build:start"];
  if (!hook) throw new Error("the demo content guard has no astro:build:start hook");
  const logger = { warn: vi.fn() };
  const run = () => hook({ logger: logger as unknown as AstroIntegrationLogger, setPrerenderer: () => {} });
  return { run, logger };
}

/** The licence variables unset: the demo numbers, whatever the machine's environment says. */
function withoutLicenceNumbers() {
  for (const name of ["PUBLIC_LICENSE_VA_DPOR", "PUBLIC_LICENSE_MD_MHIC", "PUBLIC_LICENSE_DC_BBL"])
    vi.stubEnv(name, "");
}

describe("astro build (astro.config.mjs's astro:build:start hook)", () => {
  // Loading the whole Astro config took over Vitest's 5 s default while a fresh clone's suite ran
  // beside three other jobs (load 16); it measures nothing, so it gets time enough for a busy machine.
  test("astro.config.mjs registers the guard", { timeout: 60_000 }, async () => {
    const astroConfig = (await import("../../astro.config.mjs")).default;
    const { DEMO_CONTENT_GUARD } = await import("../../scripts/demo-content-guard.ts");
    const names = (astroConfig.integrations ?? []).flat().map((integration) => integration && integration.name);
    expect(names).toContain(DEMO_CONTENT_GUARD);
  });

  test("a real Firebase project with the demo licence numbers: the build stops and names the variables", async () => {
    withoutLicenceNumbers();
    vi.stubEnv("PUBLIC_FIREBASE_PROJECT_ID", "capital-crest-prod");
    vi.stubEnv("ALLOW_DEMO_CONTENT", "");
    const { run } = await buildStart();
    expect(run).toThrow("set PUBLIC_LICENSE_VA_DPOR, PUBLIC_LICENSE_MD_MHIC, PUBLIC_LICENSE_DC_BBL");
  });

  test("the same with ALLOW_DEMO_CONTENT=true: the build goes on and warns", async () => {
    withoutLicenceNumbers();
    vi.stubEnv("PUBLIC_FIREBASE_PROJECT_ID", "capital-crest-staging");
    vi.stubEnv("ALLOW_DEMO_CONTENT", "true");
    const { run, logger } = await buildStart();
    expect(run).not.toThrow();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("Published anyway because ALLOW_DEMO_CONTENT=true."),
    );
  });

  test("the demo project (npm start, the tests, previews): the build goes on without a word", async () => {
    withoutLicenceNumbers();
    vi.stubEnv("PUBLIC_FIREBASE_PROJECT_ID", "demo-contractor");
    const { run, logger } = await buildStart();
    expect(run).not.toThrow();
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
