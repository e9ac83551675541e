// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { describe, expect, test, vi } from "vitest";
import { PRICING_TEXT } from "../../../src/config/text.ts";
import type { PublishOutcome } from "../../../src/lib/admin/publish.ts";
import PricingGuideEditor from "../../../src/islands/admin/PricingGuideEditor.tsx";
import type { PricingAdminApi } from "../../../src/lib/firebase/pricingGuide.ts";
import { DEFAULT_PRICING_RATES } from "../../../src/lib/pricing/pricingData.ts";
import type { PricingHistoryEntry } from "../../../src/schemas/pricing.ts";

const T = PRICING_TEXT;
const label = (project: string, room: string, field: "low" | "high" | "note") => T.cellLabel(project, room, field);

/** The database as the editor sees it: the stored guide and its history, kept in memory. */
function fakeApi() {
  const history: PricingHistoryEntry[] = [];
  let changeId: string | null = null;
  const api = {
    load: vi.fn<PricingAdminApi["load"]>(async () => ({ rates: DEFAULT_PRICING_RATES, savedAt: null, changeId })),
    history: vi.fn<PricingAdminApi["history"]>(async () => [...history]),
    save: vi.fn<PricingAdminApi["save"]>(async (_rates, changes, expected) => {
      if (expected !== changeId) return { saved: false, conflict: true };
      changeId = `change-${history.length + 1}`;
      history.unshift({
        id: changeId,
        at: Date.UTC(2026, 10, 23, 15),
        uid: "owner",
        email: "owner@example.com",
        changes,
      });
      return { saved: true, changeId };
    }),
  };
  return api;
}

async function setup(api = fakeApi(), publish = vi.fn(async (): Promise<PublishOutcome> => "requested")) {
  const user = userEvent.setup();
  render(
    <>
      <Toaster />
      <PricingGuideEditor api={api} publish={publish} />
    </>,
  );
  await user.click(screen.getByRole("button", { name: T.open }));
  await screen.findByTestId("pricing-table");
  return { user, api, publish };
}

describe("PricingGuideEditor", () => {
  test("closed at first (nothing is read); opened, every figure and note has its own label", async () => {
    const api = fakeApi();
    render(<PricingGuideEditor api={api} />);
    expect(screen.getByRole("heading", { name: T.title })).toBeInTheDocument();
    expect(api.load).not.toHaveBeenCalled();
    const open = screen.getByRole("button", { name: T.open });
    expect(open).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(open);
    await screen.findByTestId("pricing-table");
    expect(screen.getByRole("button", { name: T.hide })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("row")).toHaveLength(1 + 24);
    expect(screen.getByLabelText(label("Remodel", "Kitchen", "low"))).toHaveValue("350");
    expect(screen.getByLabelText(label("Remodel", "Kitchen", "high"))).toHaveValue("800");
    expect(screen.getByLabelText(label("Repair", "Other", "note"))).toHaveValue(
      DEFAULT_PRICING_RATES.repair.other.note,
    );
    expect(await screen.findByText(T.history.empty)).toBeInTheDocument();
  });

  test("a figure that is not allowed says why beside it once the field is left, and nothing is saved", async () => {
    const { user, api } = await setup();
    const low = screen.getByLabelText(label("Renovation", "Bathroom", "low"));
    await user.clear(low);
    await user.type(low, "0");
    // Not while typing: only once the owner moves on.
    expect(screen.queryByText(T.fieldErrors.low)).not.toBeInTheDocument();
    await user.tab();
    expect(low).toHaveAttribute("aria-invalid", "true");
    expect(low).toHaveAccessibleDescription(T.fieldErrors.low);

    const high = screen.getByLabelText(label("Addition", "Bedroom", "high"));
    await user.clear(high);
    await user.type(high, "200");
    await user.tab();
    expect(high).toHaveAccessibleDescription(T.fieldErrors.lowAboveHigh);

    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.invalid(2))).toBeInTheDocument();
    expect(low).toHaveFocus();
    expect(api.save).not.toHaveBeenCalled();
  });

  test("save: the new figures and each old → new go to the database together, the toast confirms, the history shows it", async () => {
    const { user, api, publish } = await setup();
    const low = screen.getByLabelText(label("Remodel", "Kitchen", "low"));
    await user.clear(low);
    await user.type(low, "360");
    const note = screen.getByLabelText(label("Remodel", "Kitchen", "note"));
    await user.clear(note);
    await user.type(note, "Our 2026 kitchens.");
    expect(screen.getByText(T.changedCount(2))).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    const [rates, changes, expected] = api.save.mock.calls[0];
    expect(rates.remodel.kitchen).toEqual({ low: 360, high: 800, note: "Our 2026 kitchens." });
    expect(changes).toEqual([
      { projectType: "remodel", roomType: "kitchen", field: "low", from: 350, to: 360 },
      {
        projectType: "remodel",
        roomType: "kitchen",
        field: "note",
        from: DEFAULT_PRICING_RATES.remodel.kitchen.note,
        to: "Our 2026 kitchens.",
      },
    ]);
    expect(expected).toBeNull();
    // The cost guide and service pages show the figures: the save asks for a new build.
    expect(publish).toHaveBeenCalledTimes(1);
    const history = screen.getByTestId("pricing-history");
    expect(await within(history).findByText("Remodel, Kitchen low: $350 → $360")).toBeInTheDocument();
    expect(within(history).getByText(/owner@example\.com/)).toBeInTheDocument();
    expect(screen.queryByText(T.changedCount(2))).not.toBeInTheDocument();

    // The next save names the entry just written, so a save by someone else in between is caught.
    await user.clear(low);
    await user.type(low, "370");
    await user.click(screen.getByRole("button", { name: T.save }));
    await within(history).findByText("Remodel, Kitchen low: $360 → $370");
    expect(api.save.mock.calls[1][2]).toBe("change-1");
  });

  test("saved but not republished: a toast says the pages need Publish changes, the save stands", async () => {
    const { user } = await setup(
      fakeApi(),
      vi.fn(async (): Promise<PublishOutcome> => "failed"),
    );
    const high = screen.getByLabelText(label("Repair", "Kitchen", "high"));
    await user.clear(high);
    await user.type(high, "999");
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(await screen.findByText(T.publishFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(label("Repair", "Kitchen", "high"))).toHaveValue("999");
  });

  test("saved by someone else meanwhile, or a failed save: a toast says so and the typed figures stay", async () => {
    const api = fakeApi();
    api.save.mockResolvedValueOnce({ saved: false, conflict: true });
    api.save.mockRejectedValueOnce(new Error("offline"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await setup(api);
    const high = screen.getByLabelText(label("Repair", "Basement", "high"));
    await user.clear(high);
    await user.type(high, "40");
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.conflict)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    expect(high).toHaveValue("40");
  });

  test("unchanged: nothing is written; undo puts the saved figures back", async () => {
    const { user, api } = await setup();
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.unchanged)).toBeInTheDocument();
    const low = screen.getByLabelText(label("Addition", "Other", "low"));
    await user.clear(low);
    await user.type(low, "999");
    await user.click(screen.getByRole("button", { name: T.reset }));
    expect(low).toHaveValue("250");
    expect(api.save).not.toHaveBeenCalled();
  });

  test("a guide that cannot be read says so instead of showing figures that might be wrong", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi();
    api.load.mockRejectedValue(new Error("offline"));
    render(<PricingGuideEditor api={api} />);
    await userEvent.click(screen.getByRole("button", { name: T.open }));
    expect(await screen.findByRole("alert")).toHaveTextContent(T.loadFailed);
    expect(screen.queryByTestId("pricing-table")).not.toBeInTheDocument();
  });
});
