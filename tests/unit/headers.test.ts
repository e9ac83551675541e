import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseToml } from "smol-toml";
import { FILE_HEADER_CSP, PAGE_HEADER_CSP } from "../../src/config/csp.ts";
import { startStaticServer, type StaticServer } from "../../scripts/serve-static.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PUBLIC = path.join(ROOT, "public");

interface HeaderBlock {
  for: string;
  values?: Record<string, string>;
}

// netlify.toml is what Netlify's CDN sends; it cannot import TypeScript, so its policies
// are written twice and compared here.
describe("netlify.toml Content-Security-Policy headers", () => {
  test("are the two policies of src/config/csp.ts: the page header for /*, the sandbox one elsewhere", async () => {
    const { headers = [] } = parseToml(await readFile(path.join(ROOT, "netlify.toml"), "utf8")) as {
      headers?: HeaderBlock[];
    };
    const policies = headers.flatMap((block) => {
      const csp = block.values?.["Content-Security-Policy"];
      return csp ? [[block.for, csp] as const] : [];
    });
    expect(policies.filter(([path]) => path === "/*").map(([, csp]) => csp)).toEqual([PAGE_HEADER_CSP]);
    expect(policies.filter(([path]) => path !== "/*").map(([, csp]) => csp)).not.toHaveLength(0);
    for (const [, csp] of policies.filter(([path]) => path !== "/*")) expect(csp).toBe(FILE_HEADER_CSP);
  });
});

// The same server the end-to-end tests and bench:pages use, serving public/ (every file
// there ships as is) with the netlify.toml headers.
describe("every file in public/ is sent with the sandbox policy", () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer({ root: PUBLIC, configPath: path.join(ROOT, "netlify.toml") });
  });
  afterAll(() => server?.close());

  test("including /images/*.svg, so an SVG opened on its own runs no script", async () => {
    const files = (await readdir(PUBLIC, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".html"))
      .map((entry) => `/${path.relative(PUBLIC, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
    expect(files.some((file) => /^\/images\/.+\.svg$/.test(file))).toBe(true);
    const sent = await Promise.all(
      files.map(async (file) => {
        const response = await fetch(server.url + file, { method: "HEAD" });
        return [file, response.status, response.headers.get("content-security-policy")];
      }),
    );
    expect(sent).toEqual(files.map((file) => [file, 200, FILE_HEADER_CSP]));
  });
});
