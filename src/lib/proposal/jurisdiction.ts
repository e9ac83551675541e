/** Whose law a proposal follows: the project's ZIP code decides (SERVICE_ZIP_JURISDICTIONS). */
import { SERVICE_ZIP_JURISDICTIONS } from "../../config/site.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";

const TABLE: Readonly<Record<string, Jurisdiction>> = SERVICE_ZIP_JURISDICTIONS;

/** MD, VA or DC for a ZIP code we serve; undefined elsewhere (or for a malformed ZIP). */
export function jurisdictionOf(zip: string): Jurisdiction | undefined {
  const trimmed = zip.trim();
  return /^\d{5}$/.test(trimmed) ? TABLE[trimmed.slice(0, 3)] : undefined;
}
