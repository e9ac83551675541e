// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { ADMIN_TEXT } from "../../../src/config/text.ts";
import NowPanel from "../../../src/islands/admin/NowPanel.tsx";
import type { AdminDataApi, LeadPage } from "../../../src/lib/firebase/adminData.ts";
import type { ProposalRow } from "../../../src/lib/firebase/proposals.ts";
import type { VisitRow } from "../../../src/lib/firebase/siteVisits.ts";
import type { ContactLead, EstimateLead } from "../../../src/schemas/lead.ts";
import type { StoredReview } from "../../../src/schemas/review.ts";
import { sampleDraft } from "../../support/proposals.ts";

const T = ADMIN_TEXT.now;
// 2026-12-01 10:00 in New York.
const NOW = Date.parse("2026-12-01T15:00:00Z");
const HOUR = 3_600_000;

const contact = (id: string, name: string, hoursAgo: number, phone = "(301) 555-0100") =>
  ({ id, name, phone, status: "new", timestamp: NOW - hoursAgo * HOUR, source: "contact" }) as ContactLead;
const page = <Row,>(rows: Row[]): LeadPage<Row> => ({ rows, next: null });

function api(contacts: ContactLead[], estimates: EstimateLead[] = []) {
  return {
    contactForms: vi.fn(async () => page(contacts)),
    estimates: vi.fn(async () => page(estimates)),
  } as unknown as Pick<AdminDataApi, "contactForms" | "estimates">;
}
const visits = (rows: Partial<VisitRow>[]) => ({ upcoming: vi.fn(async () => rows as VisitRow[]) });

describe("/admin's Now card", () => {
  test("the newest lead first with a call and an open, then those waiting longest, oldest first", async () => {
    const data = api([contact("a", "Ava Old", 30), contact("b", "Ben New", 0.5), contact("c", "Cy Mid", 5)]);
    render(<NowPanel api={data} proposals={[]} reviews={[]} visits={visits([])} now={() => NOW} />);
    const call = await screen.findByRole("link", { name: T.callLabel("Ben New") });
    expect(call).toHaveAttribute("href", "tel:3015550100");
    expect(screen.getByRole("link", { name: T.openLabel("Ben New") })).toHaveAttribute("href", "/admin/lead?id=b");
    const waiting = screen.getAllByRole("list")[1];
    expect(
      within(waiting)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining(`Ava Old${T.kinds.contact} · ${T.waited("1 day")}`),
      expect.stringContaining(`Cy Mid${T.kinds.contact} · ${T.waited("5 h")}`),
    ]);
    expect(data.contactForms).toHaveBeenCalledWith({ status: "new" });
    // A card is the target of in-page links (its anchor is its id), as the agenda is for "Now"'s Open.
    expect(document.getElementById("now")).toHaveAttribute("data-testid", "admin-now");
    expect(data.estimates).toHaveBeenCalledWith({ status: "new" });
  });

  test("today's and tomorrow's visits, the reviews and proposals waiting; a lead without a phone has no call", async () => {
    const proposal = {
      id: "p1",
      state: "changes",
      expiresAt: NOW + 20 * 24 * HOUR,
      draft: sampleDraft("MD", { name: "Dana Whitfield", email: "dana@example.org" }),
    } as ProposalRow;
    render(
      <NowPanel
        api={api([contact("a", "No Phone", 2, "")])}
        proposals={[proposal]}
        reviews={[{ id: "r1", status: "submitted" } as StoredReview, { id: "r2", status: "published" } as StoredReview]}
        visits={visits([
          {
            id: "v1",
            start: NOW + 2 * HOUR,
            name: "Vi Today",
            phone: "(202) 555-0101",
            street: "1 A St",
            zip: "20001",
          },
          { id: "v2", start: NOW + 26 * HOUR, name: "Tom Tomorrow", phone: "", street: "2 B St", zip: "20002" },
          { id: "v3", start: NOW + 50 * HOUR, name: "Later", phone: "", street: "3 C St", zip: "20003" },
        ])}
        now={() => NOW}
      />,
    );
    await screen.findByText(/Vi Today/);
    expect(screen.queryByRole("link", { name: T.callLabel("No Phone") })).toBeNull();
    expect(screen.getByText(/^Today .* · Vi Today$/)).toBeInTheDocument();
    expect(screen.getByText(/^Tomorrow .* · Tom Tomorrow$/)).toBeInTheDocument();
    expect(screen.queryByText(/Later/)).toBeNull();
    expect(screen.getByRole("link", { name: T.reviews(1) })).toHaveAttribute("href", "/admin/reviews");
    expect(screen.getByText(T.changesAsked)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.callLabel("Dana Whitfield") })).toBeInTheDocument();
  });

  test("each empty section says so in one line; a failed read says so and shows the rest", async () => {
    const data = api([]);
    vi.mocked(data.estimates).mockRejectedValue(new Error("offline"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<NowPanel api={data} proposals={null} reviews={null} visits={visits([])} now={() => NOW} />);
    expect(await screen.findByText(T.noneWaiting)).toBeInTheDocument();
    expect(screen.getByText(T.noVisits)).toBeInTheDocument();
    expect(screen.getByText(T.failed)).toBeInTheDocument();
  });
});
