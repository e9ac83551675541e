/**
 * Reads a build-time setting. Vite replaces `import.meta.env.*` in the site bundle;
 * Node scripts (seed, benchmarks) and tests read the same names from `process.env`,
 * so the company facts below have one source whichever runtime imports them.
 */
const viteEnv: Record<string, string | boolean | undefined> | undefined = (
  import.meta as { env?: Record<string, string | boolean | undefined> }
).env;

export function readEnv(name: string): string | undefined {
  const fromVite = viteEnv?.[name];
  if (typeof fromVite === "string" && fromVite.trim() !== "") return fromVite.trim();
  const fromNode = typeof process !== "undefined" ? process.env?.[name] : undefined;
  if (typeof fromNode === "string" && fromNode.trim() !== "") return fromNode.trim();
  return undefined;
}

export function readFlag(name: string): boolean | undefined {
  const value = readEnv(name)?.toLowerCase();
  if (value === undefined) return undefined;
  return value === "1" || value === "true" || value === "yes";
}
