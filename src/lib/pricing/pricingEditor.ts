/**
 * The logic of /admin's pricing guide editor, without a DOM: the table's rows, the typed
 * text of every cell (a draft), its check against the shared schema with a message per
 * field, the old → new changes a save records, and how the history writes them.
 */
import { PROJECT_TYPES, ROOM_TYPES, type ProjectType, type RoomType } from "../../config/site.ts";
import { PRICING_TEXT } from "../../config/text.ts";
import {
  PRICING_CELL_FIELDS,
  pricingCellSchema,
  type PricingCell,
  type PricingCellField,
  type PricingChange,
  type PricingRates,
} from "../../schemas/pricing.ts";
import * as z from "zod/mini";
import { formatUsdRange } from "../format/money.ts";

export interface PricingRow {
  projectType: ProjectType;
  roomType: RoomType;
  projectLabel: string;
  roomLabel: string;
}

/** Project by project, each room in the estimator's order: 24 rows. */
export const PRICING_ROWS: readonly PricingRow[] = PROJECT_TYPES.flatMap(
  ({ value: projectType, label: projectLabel }) =>
    ROOM_TYPES.map(({ value: roomType, label: roomLabel }) => ({ projectType, roomType, projectLabel, roomLabel })),
);

/** What the owner has typed: text per field, as the inputs hold it. */
type DraftCell = Record<PricingCellField, string>;
export type PricingDraft = Record<ProjectType, Record<RoomType, DraftCell>>;

/** "renovation.kitchen.low": a cell field's key for errors, and (with a prefix) its input's id. */
export function cellKey(projectType: ProjectType, roomType: RoomType, field: PricingCellField): string {
  return `${projectType}.${roomType}.${field}`;
}

export function draftFrom(rates: PricingRates): PricingDraft {
  const draft = {} as PricingDraft;
  for (const { projectType, roomType } of PRICING_ROWS) {
    const { low, high, note } = rates[projectType][roomType];
    (draft[projectType] ??= {} as Record<RoomType, DraftCell>)[roomType] = {
      low: String(low),
      high: String(high),
      note,
    };
  }
  return draft;
}

export function setDraftField(
  draft: PricingDraft,
  projectType: ProjectType,
  roomType: RoomType,
  field: PricingCellField,
  value: string,
): PricingDraft {
  return {
    ...draft,
    [projectType]: { ...draft[projectType], [roomType]: { ...draft[projectType][roomType], [field]: value } },
  };
}

/** "" stays not-a-number (Number("") is 0, which would read as a typed zero). */
function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

export type DraftCheck = { ok: true; rates: PricingRates } | { ok: false; errors: Record<string, string> };

/** The draft as rates, or every field's first problem by cellKey (the schema's own messages). */
export function checkDraft(draft: PricingDraft): DraftCheck {
  const errors: Record<string, string> = {};
  const rates = {} as PricingRates;
  for (const { projectType, roomType } of PRICING_ROWS) {
    const typed = draft[projectType][roomType];
    const result = z.safeParse(pricingCellSchema, {
      low: toNumber(typed.low),
      high: toNumber(typed.high),
      note: typed.note,
    });
    if (result.success) {
      (rates[projectType] ??= {} as Record<RoomType, PricingCell>)[roomType] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      const key = cellKey(projectType, roomType, String(issue.path[0]) as PricingCellField);
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, rates } : { ok: false, errors };
}

/** Every field that differs between two guides, in table order: the audit's old → new. */
export function diffRates(before: PricingRates, after: PricingRates): PricingChange[] {
  return PRICING_ROWS.flatMap(({ projectType, roomType }) =>
    PRICING_CELL_FIELDS.flatMap((field): PricingChange[] => {
      const from = before[projectType][roomType][field];
      const to = after[projectType][roomType][field];
      return from === to ? [] : [{ projectType, roomType, field, from, to }];
    }),
  );
}

/** What Save does: point at the first problem, write nothing (no change), or write the rates with each old → new. */
export type SavePlan =
  | { kind: "invalid"; errors: Record<string, string>; first: string | undefined }
  | { kind: "unchanged" }
  | { kind: "save"; rates: PricingRates; changes: PricingChange[] };

export function planSave(checked: DraftCheck, saved: PricingRates): SavePlan {
  if (!checked.ok) return { kind: "invalid", errors: checked.errors, first: Object.keys(checked.errors)[0] };
  const changes = diffRates(saved, checked.rates);
  return changes.length === 0 ? { kind: "unchanged" } : { kind: "save", rates: checked.rates, changes };
}

/** How many fields the owner has changed, counting what they typed (a field may be invalid yet). */
export function countEdits(draft: PricingDraft, saved: PricingRates): number {
  const original = draftFrom(saved);
  return PRICING_ROWS.reduce(
    (sum, { projectType, roomType }) =>
      sum +
      PRICING_CELL_FIELDS.filter(
        (field) => draft[projectType][roomType][field].trim() !== original[projectType][roomType][field].trim(),
      ).length,
    0,
  );
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** "Renovation, Kitchen low: $125 → $130"; a note: 'Remodel, Basement note: "old" → "new"'. */
export function describeChange({ projectType, roomType, field, from, to }: PricingChange): string {
  const cell = `${labelOf(PROJECT_TYPES, projectType)}, ${labelOf(ROOM_TYPES, roomType)} ${
    field === "note" ? PRICING_TEXT.history.noteField : field
  }`;
  const show = (value: number | string) =>
    typeof value === "number" ? formatUsdRange(value, value) : `"${String(value)}"`;
  return PRICING_TEXT.history.change(cell, show(from), show(to));
}
