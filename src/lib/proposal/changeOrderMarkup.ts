/**
 * The homeowner's change-order page above its answer: the heading, where it stands, until
 * when to answer, and the change order, the same document the PDF prints and the signature
 * signs. Painted first by the page's own script, then kept by the island (ChangeOrderPage).
 */
import { OPEN_CHANGE_ORDER_STATES } from "../../schemas/proposalRules.ts";
import { formatCents, formatSignedCents } from "../format/money.ts";
import { h, type MarkupNode } from "../markup/tree.ts";
import { shownChangeOrderState, type ChangeOrderDocument, type ChangeOrderView } from "./changeOrder.ts";
import { longDay, longInstant, quantityText } from "./display.ts";
import { contractLanguage } from "./contract.ts";
import { figure, section, termSource } from "./documentMarkup.ts";
import { CHANGE_ORDER_WORDS } from "./changeOrderWords.ts";

/** A change order's words: its own language's (the contract's), whatever the page's. */
const wordsOf = (change: ChangeOrderDocument) => CHANGE_ORDER_WORDS[contractLanguage(change)].page;

/** By the server's own rule, at arrival: an open one past its link's time is never offered for a signature it would refuse. */
export const shownChangeOrder = (view: ChangeOrderView, now: number = Date.now()): ChangeOrderView => ({
  ...view,
  state: shownChangeOrderState(
    { state: view.state, expiresAt: view.expiresAt ? Date.parse(view.expiresAt) : null },
    now,
  ),
});

/** The change order as the homeowner reads it. */
export function changeOrderMarkup(change: ChangeOrderDocument): MarkupNode {
  const T = wordsOf(change);
  const language = contractLanguage(change);
  const moves = change.completionDate !== change.previousCompletionDate;
  return h(
    "article",
    {},
    h(
      "p",
      { class: "mt-2 text-ink-700" },
      T.contract(change.contract.title, longInstant(change.contract.signedAt, language)),
    ),
    section(T.reason, h("p", { class: "mt-2 whitespace-pre-line" }, change.reason)),
    section(
      T.items,
      // Two columns, the quantity under the description, and a long word may break: a 390 px phone keeps the amounts whole.
      h(
        "table",
        { class: "mt-3 w-full border-collapse text-left" },
        h(
          "thead",
          { class: "border-b border-slate-300 text-sm text-ink-700" },
          h(
            "tr",
            {},
            h("th", { scope: "col", class: "py-2 pr-4 font-semibold" }, T.line),
            h("th", { scope: "col", class: "py-2 text-right font-semibold" }, T.amount),
          ),
        ),
        h(
          "tbody",
          { class: "divide-y divide-slate-200 border-b border-slate-200" },
          ...change.items.map((item) =>
            h(
              "tr",
              {},
              h(
                "td",
                { class: "py-3 pr-4 align-top wrap-anywhere" },
                item.credit &&
                  h("span", { class: "mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold" }, T.credit),
                h("span", {}, item.description),
                h(
                  "span",
                  { class: "block text-sm text-ink-700" },
                  T.each(quantityText(item.quantity), item.unit, formatCents(item.unitCents)),
                ),
              ),
              h(
                "td",
                { class: "py-3 text-right align-top font-semibold whitespace-nowrap tabular-nums" },
                formatCents(item.cents),
              ),
            ),
          ),
        ),
      ),
      h(
        "dl",
        { class: "mt-4 space-y-1 tabular-nums" },
        figure(T.previousTotal, formatCents(change.previousTotalCents)),
        figure(T.change, formatSignedCents(change.changeCents), { testId: "change-order-change" }),
        figure(T.newTotal, formatCents(change.newTotalCents), { total: true, testId: "change-order-new-total" }),
      ),
    ),
    section(
      T.completion,
      h(
        "p",
        { class: "mt-2" },
        moves
          ? T.completionMoves(
              longDay(change.previousCompletionDate, language),
              longDay(change.completionDate, language),
            )
          : T.completionStays(longDay(change.completionDate, language)),
      ),
    ),
    ...change.terms.map((term) => section(term.title, h("p", { class: "mt-2" }, term.text), termSource(term))),
  );
}

/** The heading, the state and until when to answer: what the page shows above the change order. */
export function changeOrderHeadMarkup(view: ChangeOrderView): MarkupNode {
  const T = wordsOf(view.document);
  return h(
    "div",
    {},
    h("h2", { class: "text-2xl font-bold" }, T.heading(view.document.number, view.document.title)),
    h("p", { class: "mt-1 font-semibold", "data-testid": "change-order-state" }, T.states[view.state]),
    OPEN_CHANGE_ORDER_STATES.includes(view.state) &&
      view.expiresAt &&
      h("p", { class: "mt-1 text-sm" }, T.validUntil(longInstant(view.expiresAt, contractLanguage(view.document)))),
  );
}
