import { AUTH_TEXT } from "../../config/text/en/auth.ts";

/**
 * Firebase's own messages read like "Firebase: Error (auth/invalid-credential)." The spec
 * shows "the provider's message": known codes are said in words a homeowner understands (AUTH_TEXT.providerErrors), and fall
 * back to the provider's text (without the "Firebase:" noise) for codes we do not know.
 */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

export function providerMessage(error: unknown): string | undefined {
  const code = authErrorCode(error);
  const friendly = code ? (AUTH_TEXT.providerErrors as Readonly<Record<string, string>>)[code] : undefined;
  if (friendly) return friendly;
  const raw = error instanceof Error ? error.message : undefined;
  if (!raw) return undefined;
  const cleaned = raw
    .replace(/^Firebase:\s*/i, "")
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, "")
    .replace(/^Error\s*$/i, "")
    .trim();
  return cleaned === "" ? undefined : cleaned;
}

/** Logs the failure and rethrows an Error carrying the provider's message or the spec's fallback. */
export function rethrowAuthError(error: unknown, fallback: string, context: string): never {
  console.error(`${context} failed`, authErrorCode(error) ?? (error instanceof Error ? error.name : "unknown"));
  const wrapped = new Error(providerMessage(error) ?? fallback) as Error & { code?: string };
  wrapped.code = authErrorCode(error);
  throw wrapped;
}
