// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { API_ROUTES } from "../../../src/config/routes.ts";
import ProposalPage from "../../../src/islands/proposal/ProposalPage.tsx";
import { markupToReact } from "../../../src/islands/shared/markup.ts";
import { formatCents } from "../../../src/lib/format/money.ts";
import { LINK_PAINT_ID } from "../../../src/lib/linkPaint.ts";
import { startLinkRead } from "../../../src/lib/linkRead.ts";
import { markupToDom } from "../../../src/lib/markup/dom.ts";
import type { MarkupNode } from "../../../src/lib/markup/tree.ts";
import { changeOrderDocument } from "../../../src/lib/proposal/changeOrder.ts";
import { changeOrderHeadMarkup, changeOrderMarkup } from "../../../src/lib/proposal/changeOrderMarkup.ts";
import { contractMarkup, proposalHeadMarkup, shownContract } from "../../../src/lib/proposal/contractMarkup.ts";
import { contractorTerms } from "../../../src/lib/proposal/contractor.ts";
import { noticesFor } from "../../../src/lib/proposal/law.ts";
import { proposalTotals } from "../../../src/lib/proposal/money.ts";
import { paintProposal } from "../../../src/lib/proposal/paintProposal.ts";
import type { ProposalView } from "../../../src/lib/proposal/view.ts";
import { sampleDraft } from "../../support/proposals.ts";

/**
 * A private link's page paints its document with the DOM before React's runtime arrives
 * (lib/linkPaint.ts), from the markup the island then renders (lib/markup/tree.ts).
 */
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const draft = sampleDraft("MD", { name: "Dana O'Neil", email: "dana@example.org" });
const view: ProposalView = {
  id: "p1",
  revision: 1,
  state: "viewed",
  draft,
  frozen: { jurisdiction: "MD", contractor: contractorTerms("MD"), terms: noticesFor("MD") },
  contractorSignature: { name: "Olivia Owner", initials: "OO", signedAt: "2026-12-01T15:00:00.000Z" },
  expiresAt: "2026-12-31T04:59:59.000Z",
  signed: null,
  deposit: null,
  payByCard: false,
  changes: null,
};

/**
 * Both renderers draw the same DOM: the same elements, attributes (in any order, as the DOM
 * compares them) and text nodes. Returns the first paint's HTML.
 */
function sameInBoth(markup: MarkupNode): string {
  const react = document.createElement("div");
  react.innerHTML = renderToStaticMarkup(markupToReact(markup));
  const dom = document.createElement("div");
  dom.append(markupToDom(markup));
  // On a difference, the two HTML strings show where.
  if (!dom.isEqualNode(react)) {
    expect(dom.innerHTML).toBe(react.innerHTML);
    expect.fail("the same HTML from different nodes (an empty text node?)");
  }
  return dom.innerHTML;
}

beforeEach(() => {
  window.history.replaceState(null, "", `/proposal#${TOKEN}`);
  // jsdom draws no frames: the first paint waits for one before it lets the island load.
  vi.stubGlobal("requestAnimationFrame", (next: FrameRequestCallback) => setTimeout(() => next(0), 0));
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("one markup, two renderers", () => {
  test.each([
    ["with options not yet to be ticked", "pending" as const],
    ["with options the homeowner ticks", () => undefined],
    ["once answered", undefined],
  ])("the contract %s: the first paint's HTML is React's", (_, toggle) => {
    const contract = shownContract(view, ["light"]);
    const html = sameInBoth(contractMarkup(contract, toggle));
    expect(html).toContain(draft.scope);
    expect(html).toContain(formatCents(contract.totalCents));
    expect(sameInBoth(proposalHeadMarkup(view, contract))).toContain(draft.title);
  });

  test("a change order: the first paint's HTML is React's", () => {
    const contract = shownContract(view, []);
    const document_ = changeOrderDocument({
      changeOrderId: "co1",
      number: 1,
      proposalId: "p1",
      jurisdiction: "MD",
      contractor: contractorTerms("MD"),
      client: draft.client,
      contract: { title: draft.title, signedAt: "2026-12-02T15:00:00.000Z", documentHash: "c".repeat(64) },
      previousTotalCents: contract.totalCents,
      previousCompletionDate: draft.completionDate,
      draft: {
        title: "Pantry cabinet",
        reason: "A tall pantry cabinet instead of the pot filler.",
        items: [
          {
            id: "a",
            description: "Tall maple pantry cabinet",
            quantity: 1,
            unit: "each",
            unitCents: 310_000,
            credit: false,
          },
          { id: "b", description: "Pot filler faucet", quantity: 1, unit: "each", unitCents: 127_500, credit: true },
        ],
        completionDate: draft.completionDate,
      },
    });
    const changeView = {
      id: "co1",
      state: "viewed" as const,
      document: document_,
      contractorSignature: { name: "Olivia Owner", signedAt: "2026-12-10T15:00:00.000Z" },
      expiresAt: "2026-12-31T04:59:59.000Z",
      signed: null,
    };
    expect(sameInBoth(changeOrderHeadMarkup(changeView))).toContain("Pantry cabinet");
    expect(sameInBoth(changeOrderMarkup(document_))).toContain(formatCents(document_.newTotalCents));
  });
});

describe("/proposal's first paint", () => {
  test("paints the link's proposal from the started read; the island takes its place, shown once, read once", async () => {
    const user = userEvent.setup();
    const host = document.createElement("div");
    host.id = LINK_PAINT_ID;
    document.body.append(host);
    const fetched = vi.fn(async () => Response.json({ proposal: view }));
    startLinkRead(API_ROUTES.proposal, TOKEN, fetched);

    await paintProposal();
    expect(host).toHaveTextContent(formatCents(proposalTotals(draft).totalCents));
    expect(host.querySelector<HTMLInputElement>("input[type=checkbox]")?.disabled).toBe(true);
    expect(document.documentElement).toHaveAttribute("data-link-painted");

    render(<ProposalPage />);
    await waitFor(() => expect(host).toBeEmptyDOMElement());
    expect(document.documentElement).not.toHaveAttribute("data-link-painted");
    expect(screen.getAllByTestId("contract-total")).toHaveLength(1);
    expect(fetched).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("checkbox", { name: /Under-cabinet lighting/ }));
    expect(screen.getByTestId("contract-total")).toHaveTextContent(
      formatCents(proposalTotals(draft, ["light"]).totalCents),
    );
  });

  test("paints nothing for a refused link: the island says why", async () => {
    const host = document.createElement("div");
    host.id = LINK_PAINT_ID;
    document.body.append(host);
    startLinkRead(API_ROUTES.proposal, TOKEN, async () =>
      Response.json({ error: { code: "link_invalid" } }, { status: 404 }),
    );
    await paintProposal();
    expect(host).toBeEmptyDOMElement();
    expect(document.documentElement).not.toHaveAttribute("data-link-painted");
  });
});
