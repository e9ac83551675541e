// @vitest-environment jsdom
/**
 * The /admin pages' islands beyond the leads list (LeadsPage.test.tsx): "Now", a lead's own
 * page, the figures, the proposals opened from a lead, and the settings' publish notice.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ADMIN_TEXT } from "../../../src/config/text.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../src/config/text/proposalAdmin.ts";
import LeadDetail from "../../../src/islands/admin/LeadDetail.tsx";
import { Figures } from "../../../src/islands/admin/pages/FiguresPage.tsx";
import { Now } from "../../../src/islands/admin/pages/NowPage.tsx";
import ProposalsPage from "../../../src/islands/admin/pages/ProposalsPage.tsx";
import SettingsPage from "../../../src/islands/admin/pages/SettingsPage.tsx";
import type { LinkedLead } from "../../../src/lib/firebase/adminData.ts";
import type { ProposalRow } from "../../../src/lib/firebase/proposals.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS } from "../../../src/schemas/collections.ts";
import type { ContactLead } from "../../../src/schemas/lead.ts";
import type { StoredReview } from "../../../src/schemas/review.ts";
import { $auth } from "../../../src/stores/auth.ts";
import { api, at, CONTACTS, ESTIMATES } from "../../support/adminLeads.ts";
import { sampleDraft } from "../../support/proposals.ts";

vi.mock("../../../src/lib/firebase/auth.ts", () => ({ watchAuth: vi.fn(), idToken: vi.fn() }));
// The agenda and the hours have tests of their own (VisitsAgenda.test.tsx, VisitSettings.test.tsx); here they read nothing.
vi.mock("../../../src/lib/firebase/siteVisits.ts", () => ({
  siteVisitsAdminApi: { upcoming: () => Promise.resolve([]), loadAvailability: vi.fn(), loadFeedKey: vi.fn() },
}));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

const signInAsOwner = () =>
  $auth.set({
    user: { uid: "demo-owner", email: "owner@example.com", displayName: "Olivia" },
    isAdmin: true,
    loading: false,
  });

beforeEach(() => window.history.replaceState(null, "", "/admin"));
afterEach(() => $auth.set({ user: null, isAdmin: false, loading: true }));

describe('"Now"', () => {
  test("reads the reviews once and links the waiting ones to the reviews page", async () => {
    const data = api();
    vi.mocked(data.reviews.list).mockResolvedValue([
      { id: "r1", status: "submitted" } as StoredReview,
      { id: "r2", status: "published" } as StoredReview,
    ]);
    render(<Now api={data} />);
    const now = await screen.findByTestId("admin-now");
    expect(await within(now).findByRole("link", { name: ADMIN_TEXT.now.reviews(1) })).toHaveAttribute(
      "href",
      "/admin/reviews",
    );
    expect(data.reviews.list).toHaveBeenCalledTimes(1);
    // Nothing to answer among the proposals: said in one line.
    expect(await within(now).findByText(ADMIN_TEXT.now.noProposals)).toBeInTheDocument();
  });

  test("a waiting lead's Open leads to its own page", async () => {
    render(<Now api={api()} />);
    const now = await screen.findByTestId("admin-now");
    expect(await within(now).findByRole("link", { name: ADMIN_TEXT.now.openLabel("Morgan Reyes") })).toHaveAttribute(
      "href",
      "/admin/lead?id=c2",
    );
  });
});

describe("a lead's own page", () => {
  const found = (row: ContactLead): LinkedLead => ({ collection: MESSAGE_LEADS, row });

  test("shows every field of the lead, call and e-mail, with a way back to the list", async () => {
    const leadById = vi.fn(async (id: string) => (id === "c1" ? found(CONTACTS[1]) : null));
    render(<LeadDetail api={api({ leadById })} id="c1" options={{ askReview: vi.fn() }} />);
    const lead = await screen.findByTestId("linked-lead");
    expect(leadById).toHaveBeenCalledWith("c1");
    expect(within(lead).getByRole("link", { name: ADMIN_TEXT.list.back })).toHaveAttribute("href", "/admin/leads");
    const card = await within(lead).findByRole("article", { name: "Sam Lee" });
    expect(within(card).getByText("Bathroom remodel, please call.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Call Sam Lee" })).toHaveAttribute("href", "tel:2025550123");
    expect(within(card).getByRole("link", { name: "E-mail Sam Lee" })).toHaveAttribute(
      "href",
      "mailto:sam@example.com",
    );
    expect(within(card).getByLabelText("Status of the lead from Sam Lee")).toHaveValue("contacted");
    expect(within(card).getByLabelText("Private note on the lead from Sam Lee")).toHaveValue("Left a voicemail");
  });

  test("a booking's lead shows its visit, with the address a tap from the map", async () => {
    const booked: ContactLead = {
      ...CONTACTS[0],
      source: "booking",
      visit: { id: "v1", status: "booked", start: at(2026, 11, 1, 14, 0) },
    };
    const visitById = vi.fn(async () => ({
      id: "v1",
      start: at(2026, 11, 1, 14, 0),
      end: at(2026, 11, 1, 15, 0),
      name: "Morgan Reyes",
      phone: "",
      email: "",
      street: "12 Oak St",
      zip: "22201",
      projectType: "remodel",
      note: "",
      language: "en" as const,
      status: "booked",
    }));
    render(
      <LeadDetail
        api={api({ leadById: async () => found(booked) })}
        id="c2"
        options={{ askReview: vi.fn() }}
        visits={{ visitById }}
      />,
    );
    const visit = await screen.findByTestId("lead-visit");
    expect(visitById).toHaveBeenCalledWith("v1");
    expect(visit).toHaveTextContent("12 Oak St, 22201");
    expect(within(visit).getByRole("link", { name: ADMIN_TEXT.list.mapLabel("12 Oak St, 22201") })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=12%20Oak%20St%2C%2022201",
    );
  });

  test("a deleted lead says so instead of an empty page", async () => {
    render(<LeadDetail api={api({ leadById: async () => null })} id="gone" options={{ askReview: vi.fn() }} />);
    expect(await screen.findByRole("status")).toHaveTextContent(ADMIN_TEXT.inbox.linkedGone);
  });

  test("status changes from the lead's page are saved, and Delete leaves a line that says it is gone", async () => {
    const user = userEvent.setup();
    const data = api({ leadById: async () => found(CONTACTS[0]) });
    render(<LeadDetail api={data} id="c2" options={{ askReview: vi.fn() }} confirm={() => true} />);
    const card = await screen.findByRole("article", { name: "Morgan Reyes" });
    await user.selectOptions(within(card).getByLabelText("Status of the lead from Morgan Reyes"), "contacted");
    expect(data.updateLead).toHaveBeenCalledWith(MESSAGE_LEADS, "c2", { status: "contacted", note: "" });
    await user.click(within(card).getByRole("button", { name: "Delete the lead from Morgan Reyes" }));
    expect(await screen.findByText(ADMIN_TEXT.inbox.linkedGone)).toBeInTheDocument();
    expect(data.deleteLead).toHaveBeenCalledWith(MESSAGE_LEADS, "c2");
  });
});

describe("the figures page", () => {
  test("counts the proposals' signatures from its own read, read once", async () => {
    const sentAt = at(2026, 10, 2, 9, 0);
    const proposal = (id: string, change: Partial<ProposalRow>): ProposalRow => ({
      id,
      state: "sent",
      lead: { collection: "contactForms", leadId: "c1" },
      draft: sampleDraft("MD", { name: "Sam Lee", email: "sam@example.com" }),
      sentAt,
      expiresAt: sentAt + 30 * 86_400_000,
      changeRequest: null,
      signed: null,
      deposit: null,
      updatedAt: sentAt,
      ...change,
    });
    const data = api();
    vi.mocked(data.proposals.list).mockResolvedValue([
      proposal("p1", {
        state: "signed",
        signed: { name: "Sam Lee", signedAt: sentAt + 3 * 86_400_000, totalCents: 10_000, depositCents: 3_000 },
      }),
      proposal("p2", {}),
    ]);
    render(<Figures api={data} />);
    const panel = screen.getByTestId("response-panel");
    const P = ADMIN_TEXT.responsePanel.proposals;
    expect((await within(panel).findByText(P.signedLabel)).nextElementSibling).toHaveTextContent("1 of 2 (50%)");
    expect(within(panel).getByText(P.medianLabel).nextElementSibling).toHaveTextContent("3 days");
    expect(data.proposals.list).toHaveBeenCalledTimes(1);
  });
});

describe("the proposals page", () => {
  test("opened from a lead's Write a proposal, its builder starts from that lead", async () => {
    window.history.replaceState(null, "", `/admin/proposals?from=${ESTIMATE_LEADS}&lead=e1`);
    signInAsOwner();
    const data = api();
    const [estimate] = ESTIMATES;
    vi.mocked(data.proposals.lead).mockResolvedValue({
      collection: "estimates",
      id: "e1",
      projectType: estimate.projectType,
      roomType: estimate.roomType,
      squareFootage: estimate.squareFootage,
      scope: estimate.scope,
      ballparkLow: estimate.ballparkLow,
      ballparkHigh: estimate.ballparkHigh,
      email: estimate.email,
      language: "en",
      name: estimate.userName,
      phone: estimate.userPhone,
    });
    vi.mocked(data.proposals.ownName).mockResolvedValue("Olivia Owner");
    render(<ProposalsPage api={data} />);
    const builder = await screen.findByTestId("proposal-builder");
    expect(data.proposals.lead).toHaveBeenCalledWith("estimates", "e1");
    const B = PROPOSAL_ADMIN_TEXT.builder;
    expect(within(builder).getByLabelText(B.title)).toHaveValue("Kitchen remodel");
    expect(within(builder).getByLabelText(B.client.email)).toHaveValue("demo@example.com");
    expect(within(builder).getByLabelText(B.item.description)).toHaveValue("Kitchen remodel, 180 sq ft");
    await waitFor(() => expect(within(builder).getByLabelText(B.signer)).toHaveValue("Olivia Owner"));
    expect(within(builder).getByTestId("total-price")).toHaveTextContent("$32,500.80");
  });

  test("without a lead in its address, no builder opens by itself", async () => {
    window.history.replaceState(null, "", "/admin/proposals?from=elsewhere&lead=e1");
    signInAsOwner();
    const data = api();
    render(<ProposalsPage api={data} />);
    expect(await screen.findByTestId("admin-proposals")).toBeInTheDocument();
    expect(screen.queryByTestId("proposal-builder")).toBeNull();
    expect(data.proposals.lead).not.toHaveBeenCalled();
  });
});

describe("the settings page", () => {
  test("reads the publish record and says the last publish failed, beside Publish changes", async () => {
    signInAsOwner();
    const failedAt = new Date(2026, 10, 23, 21, 4).getTime();
    const data = api({ publishFailure: vi.fn(async () => ({ at: failedAt, status: 500, attempts: 5 })) });
    render(<SettingsPage api={data} />);
    const notice = await screen.findByText(/^The last publish failed/);
    expect(notice).toHaveTextContent(ADMIN_TEXT.publish.lastFailed(new Date(failedAt).toLocaleString(), 500, 5));
    expect(screen.getByRole("button", { name: ADMIN_TEXT.publish.button })).toBeEnabled();
    expect(data.publishFailure).toHaveBeenCalledTimes(1);
  });
});
