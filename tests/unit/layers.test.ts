import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, test } from "vitest";

/**
 * The layer rules of eslint.config.js (eslint-plugin-boundaries) on import lines written
 * into files of each layer: what `npx eslint .` would report there. Only the layer rule
 * runs (type-aware parsing off), so a case costs milliseconds. The imported files are
 * real ones: an import that resolves to nothing is left to the type check.
 */
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const SERVER_ONLY =
  "Only src/server, netlify/functions, scripts, bench and tests import src/server (server-only code).";

let eslint: ESLint;
// Loading eslint.config.js and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(async () => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, "eslint.config.js"),
    overrideConfig: tseslint.configs.disableTypeChecked,
    ruleFilter: ({ ruleId }) => ruleId === "boundaries/dependencies",
  });
  await eslint.lintText("", { filePath: path.join(ROOT, "src/config/site.ts") });
}, 60_000);

/** The layer rule's messages for `text` as the content of `file` (a path inside the repository). */
async function layerErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.message);
}

describe("imports against the layers fail lint", () => {
  test.each([
    [
      "src/config/site.ts",
      'import type { Money } from "../lib/format/money.ts";',
      "src/config imports only src/config (and firebase.json).",
    ],
    [
      "src/config/site.ts",
      'import type { X } from "../utils/pageTitle.ts";',
      "src/config imports only src/config (and firebase.json).",
    ],
    [
      "src/config/firebase.ts",
      'import pkg from "../../package.json" with { type: "json" };',
      "src/config imports only src/config (and firebase.json).",
    ],
    [
      "src/schemas/api.ts",
      'import type { Money } from "../lib/format/money.ts";',
      "src/schemas imports only src/config and src/schemas.",
    ],
    [
      "src/lib/format/money.ts",
      'import type { X } from "../../islands/AuthNav.tsx";',
      "src/lib never imports src/islands.",
    ],
    ["src/lib/format/money.ts", 'import "../../components/Seo.astro";', "src/lib never imports src/components."],
    [
      "src/lib/firebase/auth.ts",
      'import type { Money } from "../format/money.ts";',
      "src/lib/firebase is called by the features and never imports them.",
    ],
    ["src/islands/AuthNav.tsx", 'import type { X } from "../server/budget.ts";', SERVER_ONLY],
    ["src/lib/format/money.ts", 'export { businessDay } from "../../server/budget.ts";', SERVER_ONLY],
    ["src/lib/format/money.ts", 'const budget = await import("../../server/budget.ts");', SERVER_ONLY],
    ["src/utils/pageTitle.ts", 'import type { X } from "../server/budget.ts";', SERVER_ONLY],
    [
      "src/pages/index.astro",
      '---\nimport { businessDay } from "../server/budget.ts";\n---\n<p>{businessDay(new Date())}</p>\n',
      SERVER_ONLY,
    ],
    // A <script> of an Astro component: the processor names it src/components/Seo.astro/1_1.ts.
    [
      "src/components/Seo.astro",
      '<script>\nimport { businessDay } from "../server/budget.ts";\nconsole.log(businessDay);\n</script>\n',
      SERVER_ONLY,
    ],
  ])("%s: %s", async (file, text, message) => {
    expect(await layerErrors(file, text)).toEqual([message]);
  });
});

describe("imports along the layers pass", () => {
  test.each([
    ["src/config/site.ts", 'import { ROUTES } from "./routes.ts";'],
    ["src/config/firebase.ts", 'import settings from "../../firebase.json" with { type: "json" };'],
    ["src/config/site.ts", 'import { z } from "zod/mini";'],
    ["src/schemas/api.ts", 'import { SITE } from "../config/site.ts";\nimport { X } from "./bounds.ts";'],
    [
      "src/lib/format/money.ts",
      'import type { X } from "../../schemas/api.ts";\nimport { y } from "../firebase/auth.ts";',
    ],
    ["src/islands/AuthNav.tsx", 'import { y } from "../lib/format/money.ts";\nimport { z } from "../config/text.ts";'],
    [
      "src/pages/index.astro",
      '---\nimport Seo from "../components/Seo.astro";\nimport { y } from "../lib/format/money.ts";\n---\n',
    ],
    ["src/server/budget.ts", 'import { withTimeout } from "./withTimeout.ts";\nimport { x } from "../schemas/api.ts";'],
    ["netlify/functions/chat.ts", 'import { businessDay } from "../../src/server/budget.ts";'],
  ])("%s: %s", async (file, text) => {
    expect(await layerErrors(file, text)).toEqual([]);
  });
});
