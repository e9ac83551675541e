/** The parts the contract's and a change order's pages are built of (lib/markup/tree.ts). */
import { h, type MarkupChild, type MarkupNode } from "../markup/tree.ts";
import type { ContractTerm } from "./contract.ts";

/** A part of a document as the homeowner reads it, under its heading. */
export const section = (title: string, ...children: MarkupChild[]): MarkupNode =>
  h("section", { class: "mt-8" }, h("h2", { class: "text-xl font-bold" }, title), ...children);

/** One row of a <dl> of figures: the name, the value to its right (under it when a phone has no room). */
export const figure = (name: string, value: string, { total = false, testId = "" } = {}): MarkupNode =>
  h(
    "div",
    {
      class: `flex flex-wrap justify-between gap-x-4${total ? " border-t border-slate-300 pt-2 text-lg font-bold" : ""}`,
    },
    h("dt", {}, name),
    h("dd", { "data-testid": testId || undefined }, value),
  );

/** A notice or clause: its words and, in smaller type, the rule that asks for it. */
export const termSource = (term: ContractTerm): MarkupChild =>
  term.source && h("p", { class: "mt-1 text-sm text-ink-700" }, term.source);
