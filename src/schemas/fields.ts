/** Field schemas several payloads share. */
import * as z from "zod/mini";
import { FIELD_ERRORS } from "../config/text.ts";
import type { Bounds } from "./bounds.ts";

/**
 * Text that is trimmed before it is measured: too long says by how much it may be,
 * empty (or only spaces) says `required`. firestore.rules enforces the same bounds.
 */
export function trimmedText({ min, max }: Bounds, required: string) {
  return z.string(required).check(z.trim(), z.maxLength(max, FIELD_ERRORS.tooLong(max)), z.minLength(min, required));
}

/** One of a configured option list (src/config/site.ts), by value. */
export function oneOf<Value extends string>(options: readonly { value: Value }[], message: string) {
  return z.enum(options.map((option) => option.value) as [Value, ...Value[]], message);
}
