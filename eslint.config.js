// @ts-check
/**
 * ESLint for every TypeScript, TSX, Astro and JavaScript file: `npx eslint .` (npm run lint),
 * run by `npm test` with --max-warnings 0.
 *
 * Besides the recommended rule sets, the layer rules at the end keep imports pointing one
 * way (config → schemas → lib → islands/components/pages; src/server only for the
 * functions). They match relative import paths, so each folder gets patterns computed from
 * its own depth (see layerPatterns).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;

/** Every folder under src/, as a path relative to the repository ("src", "src/lib/chat", ...). */
const SRC_FOLDERS = [
  "src",
  ...readdirSync(path.join(ROOT, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
];

/** src/lib feature folders, which src/lib/firebase must not import (features call Firebase, never the reverse). */
const LIB_FEATURES = readdirSync(path.join(ROOT, "src", "lib"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "firebase")
  .map((entry) => entry.name);

/** @type {(folder: string, parent: string) => boolean} */
const within = (folder, parent) => parent === "" || folder === parent || folder.startsWith(`${parent}/`);
/** @type {(text: string) => string} */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Regular expressions for the relative import paths, written in a file of `folder`, that
 * reach `target` (a folder of the repository) whichever way they are spelled: `../x`,
 * `../../lib/x` and so on.
 */
/**
 * @param {string} folder
 * @param {string} target
 * @returns {string[]}
 */
function reaching(folder, target) {
  const regexes = [];
  const parts = folder.split("/");
  for (let up = 0; up <= parts.length; up++) {
    const base = parts.slice(0, parts.length - up).join("/");
    if (!within(target, base) || target === base) continue;
    const prefix = up === 0 ? "\\./" : "\\.\\./".repeat(up);
    const rest = base ? target.slice(base.length + 1) : target;
    regexes.push(`^${prefix}${escape(rest)}(/|$)`);
  }
  return regexes;
}

/** A relative path that climbs out of `layer` (a folder above `folder`), except to the allowed targets. */
/**
 * @param {string} folder
 * @param {string} layer
 * @param {string[]} allowed
 */
function leaving(folder, layer, allowed) {
  const up = folder.split("/").length - layer.split("/").length + 1;
  const exits = allowed.map((target) => `${escape(path.posix.relative(path.posix.dirname(layer), target))}(/|$)`);
  return `^(\\.\\./){${up}}(?!${exits.join("|")})`;
}

/** What files in `folder` may not import: [regex, message] pairs from every layer rule that applies. */
/**
 * @param {string} folder
 * @returns {[regex: string, message: string][]}
 */
function layerPatterns(folder) {
  /** @type {[regex: string, message: string][]} */
  const rules = [];
  if (within(folder, "src/config")) {
    rules.push([
      leaving(folder, "src/config", ["firebase.json"]),
      "src/config imports only src/config (and firebase.json).",
    ]);
  }
  if (within(folder, "src/schemas")) {
    rules.push([
      leaving(folder, "src/schemas", ["src/config"]),
      "src/schemas imports only src/config and src/schemas.",
    ]);
  }
  if (within(folder, "src/lib")) {
    for (const target of ["src/server", "src/islands", "src/components", "src/pages"]) {
      for (const regex of reaching(folder, target)) rules.push([regex, `src/lib never imports ${target}.`]);
    }
  }
  if (within(folder, "src/lib/firebase")) {
    for (const feature of LIB_FEATURES) {
      for (const regex of reaching(folder, `src/lib/${feature}`)) {
        rules.push([regex, "src/lib/firebase is called by the features and never imports them."]);
      }
    }
  }
  if (!within(folder, "src/server")) {
    for (const regex of reaching(folder, "src/server")) {
      rules.push([
        regex,
        "Only src/server, netlify/functions, scripts, bench and tests import src/server (server-only code).",
      ]);
    }
  }
  return rules;
}

const layerRules = SRC_FOLDERS.flatMap((folder) => {
  // One pattern per regex: two rules may forbid the same path.
  const patterns = [...new Map(layerPatterns(folder))].map(([regex, message]) => ({ regex, message }));
  if (patterns.length === 0) return [];
  return {
    name: `layers/${folder}`,
    // Not recursive: the patterns depend on the folder's depth. `x.astro/*.ts` are the `<script>` tags of x.astro.
    files: [`${folder}/*.{ts,tsx,astro,js,mjs}`, `${folder}/*.astro/*.{js,ts}`],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
});

export default defineConfig([
  globalIgnores([
    "dist/",
    ".astro/",
    ".netlify/",
    "node_modules/",
    ".node-dist/",
    "test-results/",
    "playwright-report/",
    "bench/results/",
    ".test-reports/",
    ".emulators/",
  ]),
  js.configs.recommended,
  // Type-aware (the whole run takes about 15 s here): it catches floating promises and untyped JSON.
  tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } } },
  astro.configs.recommended,
  {
    name: "project/typescript",
    rules: {
      // `_name` marks a binding kept on purpose (a destructured value left out, an unused parameter of a callback signature).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      // React event handlers may be async (`onSubmit={submit}`); React ignores what they return.
      // `let x; const stop = () => x?.stop(); x = await start();` is the one way to write that.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // With verbatimModuleSyntax, `import { type A } from "x"` keeps `import "x"`: a schema
      // module (and zod) would land in a bundle that only wanted a type.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    name: "project/tests",
    files: ["tests/**"],
    rules: {
      // `expect(fake.method).toHaveBeenCalled()` passes a method unbound on purpose.
      "@typescript-eslint/unbound-method": "off",
      // Fakes implement async interfaces with bodies that need no await.
      "@typescript-eslint/require-await": "off",
    },
  },
  // Astro components and plain JavaScript are not in the TypeScript program; `astro check` type-checks .astro files.
  { files: ["**/*.astro", "**/*.astro/*", "**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  {
    name: "project/react",
    files: ["**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: "project/islands",
    files: ["**/*.tsx"],
    rules: {
      // Islands hydrate over server HTML, so their first render must match it: what only the
      // browser knows (storage, the query string, "hydrated", data fetched on mount) is set in
      // a mount effect. That is the pattern this rule forbids, and here it is the right one.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    name: "project/browser",
    files: ["src/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    name: "project/node",
    files: ["src/server/**", "netlify/**", "scripts/**", "bench/**", "tests/**", "*.{js,mjs,ts}"],
    languageOptions: { globals: globals.node },
  },
  layerRules,
]);
