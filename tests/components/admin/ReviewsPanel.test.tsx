// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { REVIEW_TEXT } from "../../../src/config/text.ts";
import ReviewsPanel from "../../../src/islands/admin/reviews/ReviewsPanel.tsx";
import type { ReviewsApi } from "../../../src/lib/firebase/reviews.ts";
import type { StoredReview } from "../../../src/schemas/review.ts";

const T = REVIEW_TEXT.admin;

const review = (id: string, fields: Partial<StoredReview> = {}): StoredReview => ({
  id,
  rating: 5,
  text: "They finished the basement on time and the inspector passed it first go.",
  name: "Priya",
  town: "McLean",
  project: "Basement",
  status: "submitted",
  reply: "",
  hiddenReason: null,
  service: null,
  area: null,
  submittedAt: Date.UTC(2026, 10, 20),
  publishedAt: null,
  ...fields,
});

function setup(reviews: StoredReview[]) {
  const api: ReviewsApi = { list: vi.fn(async () => reviews), moderate: vi.fn(async () => {}) };
  const publish = vi.fn(async () => "requested");
  render(<ReviewsPanel api={api} publish={publish} />);
  return { api, publish };
}

describe("ReviewsPanel", () => {
  test("publishing a waiting review saves the owner's pages and reply, then asks for a build", async () => {
    const user = userEvent.setup();
    const { api, publish } = setup([review("a", { status: "published", publishedAt: 1, submittedAt: 9 }), review("b")]);
    const cards = await screen.findAllByTestId("admin-review");
    // The waiting one first.
    const card = cards[0];
    expect(within(card).getByTestId("admin-review-status")).toHaveTextContent(T.statusLabels.submitted);
    await user.selectOptions(within(card).getByLabelText(T.service), "complete-remodels");
    await user.selectOptions(within(card).getByLabelText(T.area), "mclean-va");
    await user.type(within(card).getByLabelText(T.reply), "Thank you, Priya!");
    await user.click(within(card).getByRole("button", { name: T.publish }));
    expect(api.moderate).toHaveBeenCalledWith(expect.objectContaining({ id: "b" }), {
      status: "published",
      reply: "Thank you, Priya!",
      hiddenReason: null,
      service: "complete-remodels",
      area: "mclean-va",
    });
    await waitFor(() =>
      expect(within(card).getByTestId("admin-review-status")).toHaveTextContent(T.statusLabels.published),
    );
    expect(publish).toHaveBeenCalledTimes(1);
  });

  test("hiding asks for a reason of the policy, records it, and a waiting review hidden needs no build", async () => {
    const user = userEvent.setup();
    const { api, publish } = setup([review("c")]);
    const [card] = await screen.findAllByTestId("admin-review");
    await user.click(within(card).getByRole("button", { name: T.hide }));
    expect(within(card).getByText(T.hideReasonRequired)).toBeVisible();
    expect(api.moderate).not.toHaveBeenCalled();
    await user.selectOptions(within(card).getByLabelText(T.hideReason), "personal_data");
    await user.click(within(card).getByRole("button", { name: T.hide }));
    await waitFor(() =>
      expect(within(card).getByTestId("admin-review-status")).toHaveTextContent(
        T.hiddenBecause(T.hideReasons.personal_data),
      ),
    );
    expect(api.moderate).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ status: "hidden", hiddenReason: "personal_data" }),
    );
    expect(publish).not.toHaveBeenCalled();
  });

  test("no reviews yet says how to get one", async () => {
    setup([]);
    expect(await screen.findByText(T.empty)).toBeVisible();
  });
});
