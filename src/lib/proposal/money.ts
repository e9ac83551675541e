/**
 * A proposal's money, in integer cents: the one computation the page, the PDF, the
 * e-mails and the deposit's payment all call, so they agree to the cent. Quantities have
 * at most two decimals; a line is quantity × unit price rounded half up to the cent, and
 * every product stays an exact integer (PROPOSAL_LIMITS keeps them below 2^53).
 */
import type { Allowance, LineItem, Schedule } from "../../schemas/proposal.ts";
import { PROPOSAL_LIMITS } from "../../schemas/proposalRules.ts";

/** The part of a proposal that has a price. */
export interface Priced {
  items: readonly LineItem[];
  allowances: readonly Allowance[];
  schedule: Schedule;
}

interface PricedLine {
  id: string;
  cents: number;
  /** In the price: a required item, or an optional one the homeowner ticked. */
  included: boolean;
}

export interface Payment {
  kind: "deposit" | "milestone" | "final";
  label: string;
  cents: number;
}

export interface Totals {
  lines: PricedLine[];
  /** Required items. */
  baseCents: number;
  /** Ticked optional items. */
  optionalCents: number;
  allowancesCents: number;
  totalCents: number;
  /** Deposit, milestones, final; their sum is totalCents (the final takes the rest, never below 0). */
  payments: Payment[];
  depositCents: number;
}

const BP = PROPOSAL_LIMITS.basisPoints;

/** quantity × unit price, half up to the cent, in integers: 2.5 × 1,999 ¢ = 4,998 ¢. */
export function lineCents(item: Pick<LineItem, "quantity" | "unitCents">): number {
  const hundredths = Math.round(item.quantity * 100);
  return Math.floor((hundredths * item.unitCents + 50) / 100);
}

/** A share of a sum in basis points, rounded down: the homeowner is never asked a cent more. */
export const shareOf = (totalCents: number, basisPoints: number): number => Math.floor((totalCents * basisPoints) / BP);

/** The deposit asked on a total: a share of it, or the fixed sum. */
function depositOf(schedule: Pick<Schedule, "deposit">, totalCents: number): number {
  const { kind, value } = schedule.deposit;
  return kind === "percent" ? shareOf(totalCents, value) : value;
}

/** The payments on a total: deposit, milestones, then the final payment of what is left. */
export function paymentsOf(schedule: Schedule, totalCents: number): Payment[] {
  const deposit: Payment = { kind: "deposit", label: "", cents: depositOf(schedule, totalCents) };
  const milestones: Payment[] = schedule.milestones.map((milestone) => ({
    kind: "milestone",
    label: milestone.label,
    cents: shareOf(totalCents, milestone.basisPoints),
  }));
  const scheduled = [deposit, ...milestones].reduce((sum, payment) => sum + payment.cents, 0);
  return [...[deposit, ...milestones], { kind: "final", label: schedule.finalLabel, cents: totalCents - scheduled }];
}

/** Only the ids of optional items count as ticked; unknown ids are ignored. */
export function proposalTotals(proposal: Priced, ticked: readonly string[] = []): Totals {
  const chosen = new Set(ticked);
  const lines = proposal.items.map((item) => ({
    id: item.id,
    cents: lineCents(item),
    included: !item.optional || chosen.has(item.id),
  }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const baseCents = sum(lines.filter((line, index) => !proposal.items[index]?.optional).map((line) => line.cents));
  const optionalCents = sum(
    lines.filter((line, index) => proposal.items[index]?.optional && line.included).map((line) => line.cents),
  );
  const allowancesCents = sum(proposal.allowances.map((allowance) => allowance.cents));
  const totalCents = baseCents + optionalCents + allowancesCents;
  const payments = paymentsOf(proposal.schedule, totalCents);
  return {
    lines,
    baseCents,
    optionalCents,
    allowancesCents,
    totalCents,
    payments,
    depositCents: payments[0]?.cents ?? 0,
  };
}

/** The optional items' ids, as a homeowner's ticks are kept: known, once each, in the proposal's order. */
export function tickedOptional(items: readonly LineItem[], ticked: readonly string[]): string[] {
  const chosen = new Set(ticked);
  return items.filter((item) => item.optional && chosen.has(item.id)).map((item) => item.id);
}
