/** Reading the functions' environment: one place for how a setting's text becomes a value. */
export type Env = Record<string, string | undefined>;

/** The trimmed value, or undefined when unset or blank. */
export function envText(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A whole number above 0, or the fallback when unset, blank or anything else. */
export function envPositiveInt(env: Env, name: string, fallback: number): number {
  const value = Number(envText(env, name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The comma-separated entries, trimmed, blanks dropped; [] when unset. */
export function envList(env: Env, name: string): string[] {
  return (envText(env, name) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
