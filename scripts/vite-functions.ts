/**
 * `astro dev` (and so `npm start`) serves `/api`, `/api/*` and `/photos/*` with the project's own
 * functions runtime, scripts/functions-handler.ts, instead of Netlify's dev plugin
 * (@netlify/vite-plugin, brought by @astrojs/netlify), which bundles the function again
 * for every request: about 2 s each and 500s under concurrency
 * (docs/decisions/functions-and-deploy.md, "Functions runtime"). The middleware is
 * registered before Netlify's, so that one never sees an `/api` request.
 *
 * Loading: Node's own import() with its TypeScript type stripping, as the e2e tests and
 * the benchmark load them; Vite's module runner would add its transforms (and its
 * `import.meta.env`) to code that Netlify runs without them. Module state (the per-IP
 * limiter, the openai client) lives on between calls like in a warm Netlify instance.
 * When a file the functions imported from this project changes, the next request loads
 * a fresh copy of them (a new "generation", tagged in the module URLs through a resolve
 * hook), so edits apply without restarting; packages in node_modules stay loaded.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import {
  createFunctionsHandler,
  FUNCTIONS_DIR,
  isFunctionsPath,
  serveNodeRequest,
  type FunctionModule,
  type FunctionsHandler,
} from "./functions-handler.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const ROOT_URL = pathToFileURL(ROOT + path.sep).href;
const GENERATION = "functions-generation";

/** Project files (not packages) the current generation of functions has loaded, by path. */
const loaded = new Set<string>();
let hooked = false;

/**
 * Every project file that a generation-tagged module imports gets the same tag, so a new
 * generation re-evaluates the whole project part of the graph and nothing else.
 */
function tagImportsWithGeneration(): void {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const result = nextResolve(specifier, context);
      const parent = context.parentURL;
      if (
        !parent?.includes(`?${GENERATION}=`) ||
        !result.url.startsWith(ROOT_URL) ||
        result.url.includes("/node_modules/")
      )
        return result;
      const url = new URL(result.url);
      url.searchParams.set(GENERATION, new URL(parent).searchParams.get(GENERATION)!);
      loaded.add(fileURLToPath(url));
      return { ...result, url: url.href };
    },
  });
}

/** The Vite plugin for astro.config.mjs: only `astro dev` uses it. */
export function functionsDevServer(): Plugin {
  return {
    name: "project:functions",
    apply: "serve",
    // Before @netlify/vite-plugin, whose middleware would otherwise answer /api first.
    enforce: "pre",
    configureServer(server) {
      tagImportsWithGeneration();
      let generation = 0;
      let current: { generation: number; handler: Promise<FunctionsHandler> } | undefined;
      const load = (): Promise<FunctionsHandler> => {
        if (current?.generation === generation) return current.handler;
        loaded.clear();
        const tag = `?${GENERATION}=${generation}`;
        const importModule = (file: string) => {
          loaded.add(file);
          return import(pathToFileURL(file).href + tag) as Promise<FunctionModule>;
        };
        current = { generation, handler: createFunctionsHandler({ importModule }) };
        return current.handler;
      };
      // A module that does not load (a syntax error mid-edit) answers the handler's JSON 500,
      // the error in the terminal, until one of its files changes.
      const functions: FunctionsHandler = async (req, info) => (await load())(req, info);

      const changed = (file: string) => {
        if (loaded.has(file) || path.dirname(file) === FUNCTIONS_DIR) generation += 1;
      };
      server.watcher.on("change", changed);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);

      // First in the whole stack, before Vite's own CORS and cross-site middlewares too: they
      // would answer some /api requests themselves (OPTIONS 204, a cross-site 403 of their
      // own), and production has no such server in front of the functions.
      server.middlewares.stack.unshift({
        route: "",
        handle: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
          if (!isFunctionsPath(pathname)) return next();
          void serveNodeRequest(functions, req, res);
        },
      });
    },
  };
}
