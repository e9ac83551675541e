import { CONTACT_FIELDS, CONTACT_LIMITS } from "../../schemas/bounds.ts";
import type { ContactInput } from "../../schemas/contact.ts";

/**
 * Reads a prefill from the page's query string (e.g. the estimator's "Request a
 * consultation" link) so that a visitor arrives with their project already described.
 */
export function contactPrefill(search: string): Partial<ContactInput> {
  const params = new URLSearchParams(search);
  const prefill: Partial<ContactInput> = {};
  for (const field of CONTACT_FIELDS) {
    const value = params.get(field);
    if (value) prefill[field] = value.slice(0, CONTACT_LIMITS[field].max);
  }
  return prefill;
}
