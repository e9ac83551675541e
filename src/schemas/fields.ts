/** Field schemas several payloads share. */
import * as z from "zod/mini";
import { FIELD_ERRORS } from "../config/text/en/fields.ts";
import { LOCALES } from "../config/i18n.ts";
import type { Bounds } from "./bounds.ts";

/**
 * Text that is trimmed before it is measured: too long says by how much it may be,
 * empty (or only spaces) says `required`. firestore.rules enforces the same bounds.
 */
export function trimmedText(
  { min, max }: Bounds,
  required: string,
  tooLong: (max: number) => string = FIELD_ERRORS.tooLong,
) {
  return z.string(required).check(z.trim(), z.maxLength(max, tooLong(max)), z.minLength(min, required));
}

/** One of a configured option list (src/config/site.ts), by value. */
export function oneOf<Value extends string>(options: readonly { value: Value }[], message: string) {
  return z.enum(options.map((option) => option.value) as [Value, ...Value[]], message);
}

/**
 * The language of the page a request was sent from (docs/decisions/i18n.md): the reply,
 * the e-mails and the owner's alert follow it. English when absent; any other value is a 400.
 */
export const pageLanguage = z.optional(z.enum(LOCALES, "language must be en or es."));
