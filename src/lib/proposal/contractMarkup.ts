/**
 * The homeowner's proposal page above its answer: the title, where it stands, until when it
 * holds, and the contract, the same document the PDF prints and the signature signs. One
 * description (lib/markup/tree.ts) painted first by the page's own script and then kept by
 * the island (ProposalPage).
 */
import { OPEN_STATES } from "../../schemas/proposalRules.ts";
import { formatCents } from "../format/money.ts";
import { h, type MarkupChange, type MarkupNode } from "../markup/tree.ts";
import { contractDocument, contractLanguage, type ContractDocument } from "./contract.ts";
import { longDay, quantityText } from "./display.ts";
import { section, figure, termSource } from "./documentMarkup.ts";
import { jurisdictionName } from "./jurisdictionNames.ts";
import { proposalWords, type ProposalWords } from "./proposalWords.ts";
import type { ProposalView } from "./view.ts";

/** The contract's words: its own language's, whatever the page's. */
const wordsOf = (contract: ContractDocument): ProposalWords["page"] => proposalWords(contractLanguage(contract)).page;

/** The document the homeowner reads: what was signed, or the proposal with their ticks. */
export const shownContract = (view: ProposalView, ticked: readonly string[]): ContractDocument =>
  view.signed?.document ??
  contractDocument({ id: view.id, revision: view.revision, draft: view.draft, frozen: view.frozen }, [...ticked]);

/**
 * How optional items are ticked: `onToggle` while the homeowner may answer, "pending" while
 * the page's code is still on its way (shown, not yet usable), none once answered.
 */
export type ItemToggle = ((itemId: string, ticked: boolean) => void) | "pending" | undefined;

const itemLine = (
  item: ContractDocument["items"][number],
  toggle: ItemToggle,
  T: ProposalWords["page"],
): MarkupNode => {
  const change: MarkupChange | undefined =
    typeof toggle === "function" ? (event) => toggle(item.id, (event.target as HTMLInputElement).checked) : undefined;
  return h(
    "li",
    { class: "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3" },
    h(
      "div",
      { class: "min-w-0 flex-1" },
      item.optional && toggle
        ? h(
            "label",
            { class: "flex items-start gap-3" },
            h("input", {
              type: "checkbox",
              class: "mt-1 size-5 shrink-0",
              checked: item.included,
              disabled: toggle === "pending",
              onChange: change,
            }),
            h("span", {}, T.addOption(item.description, formatCents(item.cents))),
          )
        : h("span", { class: item.included ? undefined : "text-ink-700 line-through" }, item.description),
      h(
        "span",
        { class: "block text-sm text-ink-700" },
        T.each(quantityText(item.quantity), item.unit, formatCents(item.unitCents)),
      ),
    ),
    h(
      "span",
      { class: `font-semibold tabular-nums ${item.included ? "" : "text-ink-700"}` },
      item.included ? formatCents(item.cents) : "—",
    ),
  );
};

const list = (title: string, lines: string[]) =>
  lines.length > 0 &&
  section(title, h("ul", { class: "mt-2 list-disc space-y-1 pl-6" }, ...lines.map((line) => h("li", {}, line))));

/** The contract as the homeowner reads it. */
export function contractMarkup(contract: ContractDocument, toggle: ItemToggle): MarkupNode {
  const { contractor, client } = contract;
  const T = wordsOf(contract);
  const language = contractLanguage(contract);
  const amountRow = (name: string, cents: number) =>
    cents > 0 && h("div", { class: "flex justify-between gap-4" }, h("dt", {}, name), h("dd", {}, formatCents(cents)));
  return h(
    "article",
    {},
    h(
      "p",
      { class: "text-ink-700" },
      `${T.from(contractor.name)}, ${contractor.address}, ${contractor.phone}. ${contractor.license.title} ${contractor.license.number}.`,
    ),
    h(
      "dl",
      { class: "mt-4 grid gap-2 sm:grid-cols-2" },
      h(
        "div",
        {},
        h("dt", { class: "font-semibold" }, T.for),
        h("dd", {}, `${client.name}, ${client.email}, ${client.phone}`),
      ),
      h(
        "div",
        {},
        h("dt", { class: "font-semibold" }, T.project),
        h("dd", {}, `${client.street}, ${client.city} ${client.zip}`),
      ),
    ),
    h("p", { class: "mt-2 text-sm text-ink-700" }, T.law(jurisdictionName(contract.jurisdiction, language))),
    section(T.scope, h("p", { class: "mt-2 whitespace-pre-line" }, contract.scope)),
    section(
      T.items,
      contract.items.some((item) => item.optional) && h("p", { class: "mt-1 text-sm text-ink-700" }, T.optionalHint),
      h(
        "ul",
        { class: "mt-3 divide-y divide-slate-200 border-y border-slate-200" },
        ...contract.items.map((item) => itemLine(item, toggle, T)),
      ),
    ),
    contract.allowances.length > 0 &&
      section(
        T.allowances,
        h("p", { class: "mt-1 text-sm text-ink-700" }, T.allowancesHint),
        h(
          "ul",
          { class: "mt-2 space-y-1" },
          ...contract.allowances.map((allowance) =>
            h(
              "li",
              { class: "flex justify-between gap-4" },
              h("span", {}, allowance.description),
              h("span", { class: "tabular-nums" }, formatCents(allowance.cents)),
            ),
          ),
        ),
      ),
    list(T.materials, contract.materials),
    list(T.exclusions, contract.exclusions),
    section(
      T.dates,
      h(
        "dl",
        { class: "mt-2 space-y-1" },
        figure(T.start, longDay(contract.startDate, language)),
        figure(T.completion, longDay(contract.completionDate, language)),
      ),
    ),
    section(
      T.price,
      h(
        "dl",
        { class: "mt-2 space-y-1 tabular-nums" },
        h(
          "div",
          { class: "flex justify-between gap-4" },
          h("dt", {}, T.base),
          h("dd", {}, formatCents(contract.baseCents)),
        ),
        amountRow(T.optional, contract.optionalCents),
        amountRow(T.allowancesTotal, contract.allowancesCents),
        h(
          "div",
          { class: "flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-bold" },
          h("dt", {}, T.total),
          h("dd", { "data-testid": "contract-total" }, formatCents(contract.totalCents)),
        ),
      ),
    ),
    section(
      T.payments,
      h(
        "ol",
        { class: "mt-2 space-y-1 tabular-nums" },
        ...contract.payments
          .filter((payment) => payment.cents > 0)
          .map((payment) =>
            h(
              "li",
              { class: "flex justify-between gap-4" },
              h("span", {}, payment.kind === "deposit" ? T.deposit : payment.label),
              h("span", {}, formatCents(payment.cents)),
            ),
          ),
      ),
    ),
    section(
      T.terms,
      h("p", { class: "mt-1 text-sm text-ink-700" }, T.lawyerNote),
      ...contract.terms.map((term) =>
        h(
          "div",
          { class: "mt-4" },
          h("h3", { class: "font-semibold" }, term.title),
          h("p", { class: "mt-1", lang: term.lang }, term.text),
          termSource(term),
        ),
      ),
    ),
  );
}

/** The title, the state and the validity: what the page shows above the contract. */
export function proposalHeadMarkup(view: ProposalView, contract: ContractDocument): MarkupNode {
  const T = wordsOf(contract);
  return h(
    "div",
    {},
    h("h2", { class: "text-2xl font-bold" }, contract.title),
    h("p", { class: "mt-1 font-semibold", "data-testid": "proposal-state" }, T.states[view.state]),
    OPEN_STATES.includes(view.state) &&
      view.expiresAt &&
      h("p", { class: "mt-1 text-sm" }, T.validUntil(longDay(view.draft.validUntil, contractLanguage(contract)))),
  );
}
