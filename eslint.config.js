// @ts-check
/**
 * ESLint for every TypeScript, TSX, Astro and JavaScript file: `npx eslint .` (npm run lint),
 * run by `npm test` with --max-warnings 0.
 *
 * Besides the recommended rule sets, the layer rules (eslint-plugin-boundaries) keep imports
 * pointing one way: config → schemas → lib → islands/components/pages; src/server only for
 * the functions. tests/unit/layers.test.ts proves that a wrong-way import fails.
 */
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;

/**
 * The layers, one element each (eslint-plugin-boundaries). The first pattern that
 * matches a folder wins, so src/lib/firebase comes before src/lib and "src" (what is left
 * of src: utils, stores, layouts, content) comes last.
 */
const LAYERS = ["config", "schemas", "lib/firebase", "lib", "server", "islands", "components", "pages"];
const layer = (/** @type {string} */ folder) => ({ element: { type: `src/${folder}` } });

/** @type {import("eslint").Linter.Config} */
const layerRules = {
  name: "project/layers",
  files: ["src/**"],
  plugins: { boundaries },
  settings: {
    "boundaries/root-path": ROOT,
    "boundaries/elements": [
      ...LAYERS.map((folder) => ({ type: `src/${folder}`, pattern: `src/${folder}`, partialMatch: false })),
      { type: "src", pattern: "src", partialMatch: false },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        // The last policy that matches an import decides; one that none matches is allowed.
        // Imports of files that no element covers (firebase.json, scripts/) are checked too.
        default: "allow",
        checkUnknownLocals: true,
        policies: [
          {
            from: layer("config"),
            disallow: { to: { file: { path: "**" } } },
            message: "src/config imports only src/config (and firebase.json).",
          },
          { from: layer("config"), allow: { to: [layer("config"), { file: { path: "firebase.json" } }] } },
          {
            from: layer("schemas"),
            disallow: { to: { file: { path: "**" } } },
            message: "src/schemas imports only src/config and src/schemas.",
          },
          { from: layer("schemas"), allow: { to: [layer("config"), layer("schemas")] } },
          {
            from: [layer("lib"), layer("lib/firebase")],
            disallow: { to: [layer("server"), layer("islands"), layer("components"), layer("pages")] },
            message: "src/lib never imports {{ to.element.type }}.",
          },
          {
            from: layer("lib/firebase"),
            disallow: { to: layer("lib") },
            message: "src/lib/firebase is called by the features and never imports them.",
          },
          {
            from: { element: { type: "!src/server" } },
            disallow: { to: layer("server") },
            message:
              "Only src/server, netlify/functions, scripts, bench and tests import src/server (server-only code).",
          },
        ],
      },
    ],
  },
};

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
