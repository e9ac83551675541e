/**
 * Running a schema: the same schema checks a form in the browser (every field's first
 * problem, to show beside it) and a request in a function (the first problem, named by
 * its path, for a 400).
 */
import * as z from "zod/mini";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormCheck<Value, Field extends string> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

export type RequestCheck<Value> = { ok: true; value: Value } | { ok: false; field: string; message: string };

type Schema = z.ZodMiniType;
type FieldOf<S extends Schema> = Extract<keyof z.output<S>, string>;

/** The value as the schema outputs it (trimmed, unknown keys dropped), or each field's first error. */
export function checkForm<S extends Schema>(schema: S, values: unknown): FormCheck<z.output<S>, FieldOf<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors };
}

/** "messages[3].role" for the path ["messages", 3, "role"]; "body" for the body itself. */
function issuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "body";
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

/** The value, or the first problem with the field it is about. */
export function checkRequest<S extends Schema>(schema: S, body: unknown): RequestCheck<z.output<S>> {
  const result = z.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  return { ok: false, field: issuePath(issue?.path ?? []), message: issue?.message ?? "Invalid request." };
}
