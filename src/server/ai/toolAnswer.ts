/**
 * A chat tool's arguments and answer. The model writes the arguments, so they are untrusted
 * input checked by a zod schema like any request body; the answer is JSON for the model, and a
 * mistake comes back as an `error` in it for the model to explain (never a 5xx to the visitor).
 */
import * as z from "zod/mini";

export const toolAnswer = (body: Record<string, unknown>): string => JSON.stringify(body);

export type ToolArgs<S extends z.ZodMiniType> = { ok: true; value: z.output<S> } | { ok: false; answer: string };

/** The arguments as the schema reads them, or the answer that says what was wrong. */
export function readToolArgs<S extends z.ZodMiniType>(schema: S, raw: string): ToolArgs<S> {
  let parsed: unknown;
  try {
    parsed = raw.trim() ? JSON.parse(raw) : {};
  } catch {
    return { ok: false, answer: toolAnswer({ error: "The arguments were not JSON." }) };
  }
  const checked = z.safeParse(schema, parsed);
  if (checked.success) return { ok: true, value: checked.data };
  const problems = checked.error.issues.map((issue) => `${issue.path.join(".") || "arguments"}: ${issue.message}`);
  return { ok: false, answer: toolAnswer({ error: `Bad arguments: ${problems.join("; ")}` }) };
}
