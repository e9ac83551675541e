// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PROPOSAL_TEXT } from "../../../src/config/text/proposal.ts";
import ProposalPage from "../../../src/islands/proposal/ProposalPage.tsx";
import type { depositCheckout, proposalAction } from "../../../src/lib/api-client/proposal.ts";
import { contractorTerms } from "../../../src/lib/proposal/contractor.ts";
import { contractDocument } from "../../../src/lib/proposal/contract.ts";
import { formatCents } from "../../../src/lib/format/money.ts";
import { noticesFor } from "../../../src/lib/proposal/law.ts";
import { NOTICE_WORDS_ES } from "../../../src/lib/proposal/lawSpanish.ts";
import { PROPOSAL_WORDS } from "../../../src/lib/proposal/proposalWords.ts";
import { proposalTotals } from "../../../src/lib/proposal/money.ts";
import type { ProposalView } from "../../../src/lib/proposal/view.ts";
import type { ProposalState } from "../../../src/schemas/proposalRules.ts";
import { sampleDraft } from "../../support/proposals.ts";

const T = PROPOSAL_TEXT.page;
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const draft = sampleDraft("VA", { name: "Dana Whitfield", email: "dana@example.org" });
const frozen = { jurisdiction: "VA" as const, contractor: contractorTerms("VA"), terms: noticesFor("VA") };

function view(state: ProposalState, change: Partial<ProposalView> = {}): ProposalView {
  return {
    id: "p1",
    revision: 1,
    state,
    draft,
    frozen,
    contractorSignature: { name: "Olivia Owner", initials: "", signedAt: "2026-12-01T15:00:00.000Z" },
    expiresAt: "2026-12-31T04:59:59.000Z",
    signed: null,
    deposit: null,
    payByCard: false,
    changes: null,
    ...change,
  };
}

beforeEach(() => window.history.replaceState(null, "", `/proposal#${TOKEN}`));
afterEach(() => window.history.replaceState(null, "", "/"));

const answering = (...views: ProposalView[]) => {
  const act = vi.fn<typeof proposalAction>();
  for (const next of views) act.mockResolvedValueOnce({ kind: "proposal", proposal: next });
  return act;
};

describe("/proposal: the homeowner's page", () => {
  test("reads the link's proposal; ticking an option changes the total by the server's computation", async () => {
    const user = userEvent.setup();
    const act = answering(view("viewed"));
    render(<ProposalPage act={act} />);
    expect(await screen.findByTestId("contract-total")).toHaveTextContent(
      formatCents(proposalTotals(draft).totalCents),
    );
    expect(act).toHaveBeenCalledWith({ action: "view", token: TOKEN });
    await user.click(screen.getByRole("checkbox", { name: /Under-cabinet lighting/ }));
    expect(screen.getByTestId("contract-total")).toHaveTextContent(
      formatCents(proposalTotals(draft, ["light"]).totalCents),
    );
    // Every notice of Virginia's law is on the page.
    for (const term of noticesFor("VA")) expect(screen.getByRole("heading", { name: term.title })).toBeInTheDocument();
  });

  test("asking for changes sends the words and says they arrived; too short is said first", async () => {
    const user = userEvent.setup();
    const act = answering(view("viewed"), view("changes"));
    render(<ProposalPage act={act} />);
    await user.click(await screen.findByRole("button", { name: T.askChanges }));
    await user.type(screen.getByLabelText(T.changesLabel), "Hm");
    await user.click(screen.getByRole("button", { name: T.sendChanges }));
    expect(screen.getByText(PROPOSAL_TEXT.errors.changeMessage)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.changesLabel), "mm, a cheaper tile?");
    await user.click(screen.getByRole("button", { name: T.sendChanges }));
    await waitFor(() =>
      expect(act).toHaveBeenLastCalledWith({ action: "changes", token: TOKEN, message: "Hmmm, a cheaper tile?" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(T.changesSent);
    expect(screen.getByTestId("proposal-state")).toHaveTextContent(T.states.changes);
  });

  test("declining asks first, then shows the proposal declined with nothing left to answer", async () => {
    const user = userEvent.setup();
    const act = answering(view("viewed"), view("declined"));
    render(<ProposalPage act={act} />);
    await user.click(await screen.findByRole("button", { name: T.decline }));
    expect(screen.getByText(T.declineConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.declineYes }));
    expect(await screen.findByText(T.declined)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
  });

  test("a signed contract reads only: who signed, the fingerprint, the PDF, the deposit received", async () => {
    const user = userEvent.setup();
    const document = contractDocument({ id: "p1", revision: 1, draft, frozen }, ["light"]);
    const signed = view("paid", {
      expiresAt: null,
      signed: {
        name: "Dana Whitfield",
        initials: "",
        signedAt: "2026-12-02T15:00:00.000Z",
        documentHash: "a".repeat(64),
        document,
      },
      deposit: {
        cents: document.payments[0].cents,
        method: "manual",
        paidAt: "2026-12-03T15:00:00.000Z",
        refundedCents: 0,
      },
    });
    const download = vi.fn(() => Promise.resolve(new Blob(["%PDF"], { type: "application/pdf" })));
    URL.createObjectURL = vi.fn(() => "blob:pdf");
    URL.revokeObjectURL = vi.fn();
    render(<ProposalPage act={answering(signed)} download={download} />);
    expect(await screen.findByText("a".repeat(64))).toBeInTheDocument();
    expect(screen.getByTestId("contract-total")).toHaveTextContent(formatCents(document.totalCents));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
    expect(screen.getByTestId("deposit-state")).toHaveTextContent(formatCents(document.payments[0].cents));
    await user.click(screen.getByRole("button", { name: T.download }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(TOKEN));
  });

  test("a signed contract's deposit: paid on Stripe's page, and on return shown paid once Stripe has confirmed it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const document = contractDocument({ id: "p1", revision: 1, draft, frozen }, []);
      const deposit = document.payments[0].cents;
      const signedRecord = {
        name: "Dana Whitfield",
        initials: "",
        signedAt: "2026-12-02T15:00:00.000Z",
        documentHash: "b".repeat(64),
        document,
      };
      const due = view("signed", { expiresAt: null, signed: signedRecord, payByCard: true });
      const pay = vi
        .fn<typeof depositCheckout>()
        .mockResolvedValue({ kind: "checkout", url: "https://checkout.test/c/pay/cs_1" });
      const leave = vi.fn();
      const { unmount } = render(<ProposalPage act={answering(due)} pay={pay} leave={leave} />);
      await user.click(await screen.findByRole("button", { name: T.payByCard(formatCents(deposit)) }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith("https://checkout.test/c/pay/cs_1"));
      expect(pay).toHaveBeenCalledWith(TOKEN);
      // The cheque and transfer remain offered beside the card.
      expect(screen.getByTestId("deposit-state")).toHaveTextContent(T.depositInstructions);
      unmount();

      // Back from Stripe: no token in the address, the tab kept it; the webhook lands on the second look.
      window.history.replaceState(null, "", "/proposal?deposit=paid");
      const paid = view("paid", {
        expiresAt: null,
        signed: signedRecord,
        deposit: { cents: deposit, method: "card", paidAt: "2026-12-02T15:05:00.000Z", refundedCents: 0 },
      });
      const act = answering(due, paid);
      render(<ProposalPage act={act} pay={pay} leave={leave} />);
      expect(await screen.findByRole("status")).toHaveTextContent(T.paidReturn);
      expect(act).toHaveBeenCalledWith({ action: "view", token: TOKEN });
      expect(window.location.hash).toBe(`#${TOKEN}`);
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(screen.getByTestId("deposit-state")).toHaveTextContent(/received on/));
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
      expect(sessionStorage.getItem("proposal-link")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test("back from Stripe in another tab, with no link kept: says where the contract is, not an error", async () => {
    sessionStorage.clear();
    window.history.replaceState(null, "", "/proposal?deposit=paid");
    render(<ProposalPage act={answering()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(T.returnedWithoutLink);
  });

  test("a refused link says why instead of a proposal; a page without a link asks for the e-mail's", async () => {
    const act = vi.fn<typeof proposalAction>().mockResolvedValue({
      kind: "refused",
      code: "link_expired",
      message: PROPOSAL_TEXT.api.linkExpired,
    });
    const { unmount } = render(<ProposalPage act={act} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(PROPOSAL_TEXT.api.linkExpired);
    unmount();
    window.history.replaceState(null, "", "/proposal");
    render(<ProposalPage act={act} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(T.linkMissing);
  });

  test("in Spanish: a refused link on /es/propuesta is said in Spanish; a Spanish proposal speaks Spanish wherever it is opened", async () => {
    const ES = PROPOSAL_WORDS.es;
    const refused = vi.fn<typeof proposalAction>().mockResolvedValue({
      kind: "refused",
      code: "link_expired",
      message: PROPOSAL_TEXT.api.linkExpired,
    });
    const { unmount } = render(<ProposalPage act={refused} locale="es" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(ES.api.linkExpired);
    unmount();

    const user = userEvent.setup();
    const spanish = { ...draft, language: "es" as const };
    const act = answering(view("viewed", { draft: spanish, frozen: { ...frozen, terms: noticesFor("VA", {}, "es") } }));
    render(<ProposalPage act={act} />);
    expect(await screen.findByTestId("proposal-state")).toHaveTextContent(ES.page.states.viewed);
    expect(screen.getByRole("heading", { name: NOTICE_WORDS_ES["va-cancellation"].title })).toBeInTheDocument();
    // The answers too (the sign form itself, with its consent, is proven in a real browser: e2e spanish.spec).
    expect(screen.getByRole("button", { name: ES.page.sign })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: ES.page.askChanges }));
    await user.click(screen.getByRole("button", { name: ES.page.sendChanges }));
    expect(screen.getByText(ES.signErrors.changeMessage)).toBeInTheDocument();
    expect(screen.queryByText(T.sign)).not.toBeInTheDocument();
  });
});
