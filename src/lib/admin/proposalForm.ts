/**
 * The proposal builder's form without React: a draft as the fields hold it (dollars and
 * percentages as typed text, lists one per line) and back, as integer cents and basis
 * points checked by the schema the function checks (proposalDraftSchema), each problem
 * keyed by where it shows. previewDraft reads the same form leniently, so the totals and
 * the law's list follow every keystroke, half-typed numbers counting as 0.
 * tests/unit/proposalForm.test.ts checks it.
 */
import * as z from "zod/mini";
import { storedLanguage, type Locale } from "../../config/i18n.ts";
import { jurisdictionOf } from "../proposal/jurisdiction.ts";
import { proposalDraftSchema, type ProposalDraft } from "../../schemas/proposal.ts";

export interface ItemForm {
  /** The item's id in the draft (the homeowner's ticks name it), also the row's key. */
  id: string;
  description: string;
  quantity: string;
  unit: string;
  /** Dollars, as typed: "1,250.50". */
  price: string;
  optional: boolean;
}

export interface AllowanceForm {
  /** The row's key only: allowances have no id in the draft. */
  key: string;
  description: string;
  /** Dollars, as typed. */
  amount: string;
}

export interface MilestoneForm {
  key: string;
  label: string;
  /** Percent, as typed: "33.33". */
  percent: string;
}

export interface ProposalForm {
  title: string;
  scope: string;
  client: ProposalDraft["client"];
  items: ItemForm[];
  allowances: AllowanceForm[];
  /** One per line. */
  exclusions: string;
  materials: string;
  startDate: string;
  completionDate: string;
  validUntil: string;
  depositKind: "percent" | "fixed";
  /** Percent or dollars, by depositKind. */
  deposit: string;
  milestones: MilestoneForm[];
  finalLabel: string;
  salesName: string;
  salesLicense: string;
  arbitration: boolean;
  language: Locale;
}

/** A problem per field: "title", "client.zip", "items.2.quantity", "schedule.deposit.value", "materials". */
export type ProposalFormErrors = Record<string, string>;

/** "1,234.5", "$1234.56", ".5" in cents; NaN when not such a number. The change order's form reads its prices so too. */
export function centsOf(typed: string): number {
  const plain = typed.replace(/[$,\s]/g, "");
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return Number.NaN;
  const [whole = "", fraction = ""] = plain.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** As centsOf, a "%" allowed too: hundredths of dollars (cents) or of percent (basis points). */
const hundredthsOf = (typed: string): number => centsOf(typed.replace(/%/g, ""));

/** Cents as the field shows them: "1250", "1250.50". */
function dollarsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** Basis points as the field shows them: "30", "33.33", "12.5". */
function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A typed quantity: "1,200" is 1200; "" and "2x" are NaN, which the schema refuses with its sentence. */
export function quantityOf(typed: string): number {
  const plain = typed.replace(/[,\s]/g, "");
  return plain === "" ? Number.NaN : Number(plain);
}

const linesOf = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** An id not used yet in the list: "i1", "i2"... (lowercase letters and digits, as the schema asks). */
export function freeId(prefix: string, taken: readonly string[]): string {
  const used = new Set(taken);
  let number = taken.length + 1;
  while (used.has(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}

export function blankItem(items: readonly ItemForm[]): ItemForm {
  const id = freeId(
    "i",
    items.map((item) => item.id),
  );
  return { id, description: "", quantity: "1", unit: "each", price: "", optional: false };
}

export function blankAllowance(allowances: readonly AllowanceForm[]): AllowanceForm {
  return {
    key: freeId(
      "a",
      allowances.map((allowance) => allowance.key),
    ),
    description: "",
    amount: "",
  };
}

export function blankMilestone(milestones: readonly MilestoneForm[]): MilestoneForm {
  return {
    key: freeId(
      "m",
      milestones.map((milestone) => milestone.key),
    ),
    label: "",
    percent: "",
  };
}

/** The draft in the fields; a draft with no line item yet (a message's lead) gets one empty row to fill. */
export function formOfDraft(draft: ProposalDraft): ProposalForm {
  const items = draft.items.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: String(item.quantity),
    unit: item.unit,
    price: dollarsText(item.unitCents),
    optional: item.optional,
  }));
  const { deposit } = draft.schedule;
  return {
    title: draft.title,
    scope: draft.scope,
    client: { ...draft.client },
    items: items.length > 0 ? items : [blankItem([])],
    allowances: draft.allowances.map((allowance, index) => ({
      key: `a${index + 1}`,
      description: allowance.description,
      amount: dollarsText(allowance.cents),
    })),
    exclusions: draft.exclusions.join("\n"),
    materials: draft.materials.join("\n"),
    startDate: draft.startDate,
    completionDate: draft.completionDate,
    validUntil: draft.validUntil,
    depositKind: deposit.kind,
    deposit: deposit.kind === "percent" ? percentText(deposit.value) : dollarsText(deposit.value),
    milestones: draft.schedule.milestones.map((milestone, index) => ({
      key: `m${index + 1}`,
      label: milestone.label,
      percent: percentText(milestone.basisPoints),
    })),
    finalLabel: draft.schedule.finalLabel,
    salesName: draft.salesperson.name,
    salesLicense: draft.salesperson.license,
    arbitration: draft.arbitration,
    language: storedLanguage(draft),
  };
}

/** The form as a draft; `number` reads each typed number (strict for saving, lenient for the preview). */
function draftOf(form: ProposalForm, hundredths: (typed: string) => number, quantity: (typed: string) => number) {
  return {
    title: form.title,
    scope: form.scope,
    client: { ...form.client },
    items: form.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: quantity(item.quantity),
      unit: item.unit,
      unitCents: hundredths(item.price),
      optional: item.optional,
    })),
    allowances: form.allowances.map((allowance) => ({
      description: allowance.description,
      cents: hundredths(allowance.amount),
    })),
    exclusions: linesOf(form.exclusions),
    materials: linesOf(form.materials),
    startDate: form.startDate,
    completionDate: form.completionDate,
    validUntil: form.validUntil,
    schedule: {
      deposit: { kind: form.depositKind, value: hundredths(form.deposit) },
      milestones: form.milestones.map((milestone) => ({
        label: milestone.label,
        basisPoints: hundredths(milestone.percent),
      })),
      finalLabel: form.finalLabel,
    },
    salesperson: { name: form.salesName, license: form.salesLicense },
    // Only Maryland's contracts carry the clause (COMAR 09.08.01.25): another ZIP leaves the box ticked but unused.
    arbitration: form.arbitration && jurisdictionOf(form.client.zip) === "MD",
    language: form.language,
  };
}

/** Where a schema problem shows: a list's line problems show under the list. */
function errorKey(path: readonly PropertyKey[]): string {
  const [first] = path;
  if (first === "exclusions" || first === "materials") return first;
  return path.map(String).join(".");
}

/** The draft to save (trimmed by the schema), or each field's first problem. */
export function checkProposalForm(
  form: ProposalForm,
): { ok: true; value: ProposalDraft } | { ok: false; errors: ProposalFormErrors } {
  const result = z.safeParse(proposalDraftSchema, draftOf(form, hundredthsOf, quantityOf));
  if (result.success) return { ok: true, value: result.data };
  const errors: ProposalFormErrors = {};
  for (const issue of result.error.issues) errors[errorKey(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** A lenient reading for the live totals: what is not a number (yet) counts as 0. */
export const orZero = (read: (typed: string) => number) => (typed: string) => {
  const value = read(typed);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

/**
 * The form as a draft for the live totals and the law's list: what is not a number yet
 * counts as 0, texts are trimmed. Never saved; checkProposalForm gives what is.
 */
export function previewDraft(form: ProposalForm): ProposalDraft {
  const draft = draftOf(form, orZero(hundredthsOf), orZero(quantityOf));
  const trim = (text: string) => text.trim();
  return {
    ...draft,
    client: { ...draft.client, zip: trim(draft.client.zip) },
    salesperson: { name: trim(draft.salesperson.name), license: trim(draft.salesperson.license) },
    schedule: { ...draft.schedule, finalLabel: trim(draft.schedule.finalLabel) },
  };
}
