// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { REVIEW_TEXT } from "../../../src/config/text.ts";
import ReviewForm from "../../../src/islands/reviews/ReviewForm.tsx";
import { sendReview } from "../../../src/lib/api-client/reviews.ts";
import * as es from "../../../src/config/text/es/index.ts";
import { REVIEW_FORM_TEXT } from "../../../src/config/text/en/review.ts";

const T = REVIEW_TEXT.form;
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

beforeEach(() => window.history.replaceState(null, "", `/review#${TOKEN}`));
afterEach(() => window.history.replaceState(null, "", "/"));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: T.stars(4) }));
  await user.type(screen.getByLabelText(T.text), "A tidy crew, and the deck was done when they said it would be.");
  await user.type(screen.getByLabelText(T.name), "Dana");
  await user.type(screen.getByLabelText(T.town), "Falls Church");
  await user.type(screen.getByLabelText(T.project), "Deck rebuild");
}

describe("ReviewForm", () => {
  test("says what is missing beside each field and sends nothing", async () => {
    const user = userEvent.setup();
    const send = vi.fn<typeof sendReview>();
    render(<ReviewForm send={send} />);
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(screen.getByText(REVIEW_TEXT.errors.rating)).toBeVisible();
    // The first problem takes the focus, so a screen reader says what to fix.
    expect(screen.getByRole("radio", { name: T.stars(1) })).toHaveFocus();
    expect(screen.getByText(REVIEW_TEXT.errors.name)).toBeVisible();
    expect(screen.getByLabelText(T.text)).toHaveAccessibleDescription(
      expect.stringContaining("at least 20 characters"),
    );
    expect(send).not.toHaveBeenCalled();
  });

  test("sends the review with the link's token, once, and thanks the client with the Google link", async () => {
    const user = userEvent.setup();
    let finish: (value: Awaited<ReturnType<typeof sendReview>>) => void = () => {};
    const send = vi.fn<typeof sendReview>(() => new Promise((resolve) => (finish = resolve)));
    render(<ReviewForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: T.submit }));
    // Held open: the button says it is sending and a second press sends nothing more.
    const busy = screen.getByRole("button", { name: T.sending });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      TOKEN,
      {
        rating: 4,
        text: "A tidy crew, and the deck was done when they said it would be.",
        name: "Dana",
        town: "Falls Church",
        project: "Deck rebuild",
      },
      REVIEW_FORM_TEXT,
    );
    finish({ kind: "sent" });
    await waitFor(() => expect(screen.getByRole("heading", { name: T.doneHeading })).toHaveFocus());
    expect(screen.getByRole("link", { name: REVIEW_TEXT.list.leaveOnGoogle })).toBeVisible();
  });

  test("a used or expired link ends the form with the server's sentence", async () => {
    const user = userEvent.setup();
    const send = vi.fn<typeof sendReview>(async () => ({ kind: "refused", message: REVIEW_TEXT.api.linkExpired }));
    render(<ReviewForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: T.submit }));
    await waitFor(() => expect(screen.getByRole("heading", { name: REVIEW_TEXT.api.linkExpired })).toHaveFocus());
    expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  });

  test("from a Spanish e-mail: the fields refuse in Spanish, and the server's refusal of a used link is said in Spanish", async () => {
    const user = userEvent.setup();
    const S = es.REVIEW_FORM_TEXT;
    // The real client over a server that answers as /api/reviews does for a used link.
    const usedLink = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ error: { code: "link_used", message: REVIEW_TEXT.api.linkUsed } }), {
          status: 409,
          headers: { "content-type": "application/json" },
        }),
    );
    render(<ReviewForm locale="es" send={(token, review, text) => sendReview(token, review, text, usedLink)} />);
    await user.click(screen.getByRole("button", { name: S.form.submit }));
    expect(screen.getByText(S.errors.rating)).toBeVisible();
    expect(screen.getByText(S.errors.town)).toBeVisible();
    await user.click(screen.getByRole("radio", { name: S.form.stars(5) }));
    await user.type(screen.getByLabelText(S.form.text), "Un equipo ordenado, y terminaron la terraza cuando dijeron.");
    await user.type(screen.getByLabelText(S.form.name), "Dana");
    await user.type(screen.getByLabelText(S.form.town), "Falls Church");
    await user.type(screen.getByLabelText(S.form.project), "Terraza nueva");
    await user.click(screen.getByRole("button", { name: S.form.submit }));
    expect(await screen.findByRole("heading", { name: S.api.linkUsed })).toHaveFocus();
    expect(usedLink).toHaveBeenCalledTimes(1);
  });

  test("a failed send keeps everything typed and says so", async () => {
    const user = userEvent.setup();
    const send = vi.fn<typeof sendReview>(async () => Promise.reject(new Error("offline")));
    render(<ReviewForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: T.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(T.failed);
    expect(screen.getByLabelText(T.town)).toHaveValue("Falls Church");
    expect(screen.getByRole("button", { name: T.submit })).toBeEnabled();
  });

  test("a link cut short by a mail client says so at once, before anything is typed", () => {
    window.history.replaceState(null, "", `/review#${TOKEN.slice(0, 30)}`);
    render(<ReviewForm send={vi.fn()} />);
    expect(screen.getByRole("heading", { name: REVIEW_TEXT.api.linkInvalid })).toBeVisible();
  });

  test("without a link the page says where to open it from", () => {
    window.history.replaceState(null, "", "/review");
    render(<ReviewForm send={vi.fn()} />);
    expect(screen.getByText(T.linkMissing)).toBeVisible();
  });
});
