// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { PROPOSAL_ADMIN_TEXT } from "../../../src/config/text/proposalAdmin.ts";
import NoticesEditor from "../../../src/islands/admin/proposals/NoticesEditor.tsx";
import type { ProposalNoticesApi } from "../../../src/lib/firebase/proposalNotices.ts";
import { LAW } from "../../../src/lib/proposal/law.ts";
import { NOTICE_WORDS_ES } from "../../../src/lib/proposal/lawSpanish.ts";
import type { EditedNotices } from "../../../src/schemas/proposal.ts";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

const T = PROPOSAL_ADMIN_TEXT.notices;
const COMMISSION = LAW.MD.notices.find((notice) => notice.id === "md-commission")!;

function api(edited: EditedNotices = { en: {}, es: {} }): ProposalNoticesApi {
  return { load: vi.fn(() => Promise.resolve(edited)), save: vi.fn(() => Promise.resolve()) };
}

async function open(stub: ProposalNoticesApi) {
  render(<NoticesEditor api={stub} />);
  await userEvent.click(screen.getByRole("button", { name: T.open }));
  return screen.findByRole("textbox", { name: COMMISSION.title });
}

describe("/admin: the contract notices", () => {
  test("says to have a lawyer check them, shows each default with its source, and saves only what the owner changed", async () => {
    const user = userEvent.setup();
    const stub = api();
    const commission = await open(stub);
    expect(screen.getByText(T.lawyer)).toBeInTheDocument();
    expect(commission).toHaveValue(COMMISSION.text);
    expect(screen.getByText(T.source(COMMISSION.source))).toBeInTheDocument();

    await user.clear(commission);
    await user.type(commission, "Our lawyer's words for the Commission.");
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() =>
      expect(stub.save).toHaveBeenCalledWith({
        en: { "md-commission": "Our lawyer's words for the Commission." },
        es: {},
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(T.saved);
  });

  test("an emptied notice is refused beside it; Restore the default brings the words back", async () => {
    const user = userEvent.setup();
    const stub = api({ en: { "md-commission": "Old words." }, es: {} });
    const commission = await open(stub);
    expect(commission).toHaveValue("Old words.");
    await user.clear(commission);
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(stub.save).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: T.restoreLabel(COMMISSION.title) }));
    expect(commission).toHaveValue(COMMISSION.text);
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(stub.save).toHaveBeenCalledWith({ en: {}, es: {} }));
  });

  test("each notice has its Spanish words beside it, our translation by default; the owner's are saved apart", async () => {
    const user = userEvent.setup();
    const stub = api({ en: {}, es: { "md-finance": "Palabras de nuestro abogado." } });
    await open(stub);
    const spanish = screen.getByRole("textbox", { name: T.spanishLabel(COMMISSION.title) });
    expect(spanish).toHaveValue(NOTICE_WORDS_ES["md-commission"].text);
    expect(spanish).toHaveAttribute("lang", "es");
    expect(spanish).toHaveAccessibleDescription(
      `${T.spanishUnder} “${NOTICE_WORDS_ES["md-commission"].title}”. ${T.spanishHint}`,
    );
    // The Spanish title is marked as Spanish, for a screen reader's voice.
    expect(screen.getAllByText(NOTICE_WORDS_ES["md-commission"].title)[0]).toHaveAttribute("lang", "es");
    expect(
      screen.getByRole("button", { name: T.restoreSpanishLabel("Payments and finance charge") }),
    ).toBeInTheDocument();

    await user.clear(spanish);
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.type(spanish, "Las palabras de nuestro abogado sobre la Comisión.");
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() =>
      expect(stub.save).toHaveBeenCalledWith({
        en: {},
        es: {
          "md-commission": "Las palabras de nuestro abogado sobre la Comisión.",
          "md-finance": "Palabras de nuestro abogado.",
        },
      }),
    );
  });
});
