/**
 * A lead's origin as a function receives it: read beside the lead's own fields,
 * never a reason to refuse the lead. Whatever the browser sent that does not fit
 * (src/schemas/leadOrigin.ts) is left out, and no origin at all is stored as channel
 * "unknown".
 */
import { leadOriginOf, type LeadOrigin } from "../../schemas/leadOrigin.ts";
import type { Checked } from "../jsonPost.ts";

export type WithOrigin<T> = T & { origin: LeadOrigin | null };

/** Wraps a body check: the same answer for the lead's fields, plus `origin` (null when none fits). */
export function withLeadOrigin<T>(check: (body: unknown) => Checked<T>): (body: unknown) => Checked<WithOrigin<T>> {
  return (body) => {
    const checked = check(body);
    if (!checked.ok) return checked;
    const sent = typeof body === "object" && body !== null ? (body as { origin?: unknown }).origin : undefined;
    return { ok: true, value: { ...checked.value, origin: leadOriginOf(sent) } };
  };
}
