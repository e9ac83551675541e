// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { BOOKING_TEXT } from "../../../src/config/text.ts";
import VisitsAgenda from "../../../src/islands/admin/visits/VisitsAgenda.tsx";
import type { SiteVisitsAdminApi, VisitRow } from "../../../src/lib/firebase/siteVisits.ts";
import type { VisitView } from "../../../src/schemas/booking.ts";

vi.mock("../../../src/lib/firebase/auth.ts", () => ({ idToken: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

const T = BOOKING_TEXT.admin;
// 10:00 New York time on Tuesday, December 1, 2026.
const NOW = Date.parse("2026-12-01T15:00:00Z");

const visit = (id: string, start: string, overrides: Partial<VisitRow> = {}): VisitRow => ({
  id,
  start: Date.parse(start),
  end: Date.parse(start) + 3_600_000,
  name: `Visitor ${id}`,
  phone: "(703) 555-0142",
  email: `${id}@example.com`,
  street: "4100 Lee Hwy",
  zip: "22207",
  projectType: "remodel",
  note: "",
  language: "en",
  ...overrides,
});

function api(visits: VisitRow[]): SiteVisitsAdminApi {
  return {
    upcoming: vi.fn(() => Promise.resolve(visits)),
    visitById: vi.fn(),
    loadAvailability: vi.fn(),
    saveAvailability: vi.fn(),
    saveCalendarAddress: vi.fn(),
    loadFeedKey: vi.fn(),
    newFeedKey: vi.fn(),
  };
}

describe("/admin's site visits", () => {
  test("today's visits, then the next seven days', each with a call link, a map link, the project and the note", async () => {
    render(
      <VisitsAgenda
        now={() => NOW}
        api={api([
          visit("late", "2026-12-01T19:00:00Z", { note: "Gate code 4411" }),
          visit("early", "2026-12-01T14:00:00Z"),
          visit("thu", "2026-12-03T15:30:00Z", { language: "es" }),
          visit("far", "2026-12-12T15:00:00Z"),
        ])}
      />,
    );
    const items = await screen.findAllByTestId("agenda-visit");
    expect(items.map((item) => within(item).getByText(/Visitor/).textContent)).toEqual([
      "Visitor early · (703) 555-0142",
      "Visitor late · (703) 555-0142",
      // Booked from /es/reservar: the owner calls back in Spanish.
      "Visitor thu · Prefers Spanish · (703) 555-0142",
    ]);
    expect(items[0]).toHaveTextContent("9:00 AM");
    expect(items[2]).toHaveTextContent("Thu, Dec 3, 10:30 AM");
    expect(within(items[1]).getByText(/Gate code 4411/)).toBeInTheDocument();
    expect(within(items[0]).getByRole("link", { name: T.call("Visitor early", "(703) 555-0142") })).toHaveAttribute(
      "href",
      "tel:7035550142",
    );
    expect(
      within(items[0])
        .getByRole("link", { name: T.map("4100 Lee Hwy, 22207") })
        .getAttribute("href"),
    ).toContain(encodeURIComponent("4100 Lee Hwy, 22207"));
  });

  test("cancelling asks first, then goes through /api/visit with the owner's token and reloads", async () => {
    const cancelled: VisitView = {
      ...visit("early", "2026-12-01T14:00:00Z"),
      start: "2026-12-01T14:00:00.000Z",
      end: "2026-12-01T15:00:00.000Z",
      status: "cancelled",
    };
    const send = vi.fn(() => Promise.resolve({ kind: "visit" as const, visit: cancelled }));
    const confirm = vi.fn(() => true);
    const visits = api([visit("early", "2026-12-01T14:00:00Z")]);
    render(
      <VisitsAgenda
        now={() => NOW}
        api={visits}
        send={send}
        confirm={confirm}
        getIdToken={() => Promise.resolve("owner-token")}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: T.cancel }));
    expect(confirm).toHaveBeenCalledWith(T.cancelQuestion("Visitor early", "Tuesday, December 1, 2026 at 9:00 AM"));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { visitId: "early", action: "cancel", start: undefined },
        { idToken: "owner-token" },
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.cancelled));
    expect(visits.upcoming).toHaveBeenCalledTimes(2);
  });

  test("an owner who says no to the question cancels nothing", async () => {
    const send = vi.fn();
    render(
      <VisitsAgenda
        now={() => NOW}
        api={api([visit("early", "2026-12-01T14:00:00Z")])}
        send={send}
        confirm={() => false}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: T.cancel }));
    expect(send).not.toHaveBeenCalled();
  });

  test("a failed read says so", async () => {
    const failing = { ...api([]), upcoming: () => Promise.reject(new Error("offline")) };
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<VisitsAgenda now={() => NOW} api={failing} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(T.loadFailed);
  });
});
