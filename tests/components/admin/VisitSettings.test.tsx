// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { BOOKING_TEXT } from "../../../src/config/text.ts";
import VisitSettings from "../../../src/islands/admin/visits/VisitSettings.tsx";
import type { SiteVisitsAdminApi } from "../../../src/lib/firebase/siteVisits.ts";
import { DEFAULT_AVAILABILITY } from "../../../src/schemas/availability.ts";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

const T = BOOKING_TEXT.admin;

function api(overrides: Partial<SiteVisitsAdminApi> = {}): SiteVisitsAdminApi {
  return {
    upcoming: vi.fn(),
    visitById: vi.fn(),
    loadAvailability: vi.fn(() => Promise.resolve(DEFAULT_AVAILABILITY)),
    saveAvailability: vi.fn(() => Promise.resolve()),
    saveCalendarAddress: vi.fn(() => Promise.resolve()),
    loadFeedKey: vi.fn(() => Promise.resolve(undefined)),
    newFeedKey: vi.fn(() => Promise.resolve("k".repeat(43))),
    ...overrides,
  };
}

async function open(stub: SiteVisitsAdminApi) {
  render(<VisitSettings api={stub} origin="https://www.example.com" />);
  await userEvent.click(screen.getByRole("button", { name: T.settingsOpen }));
  await screen.findByRole("checkbox", { name: T.open("Saturday") });
}

describe("/admin: hours and calendars for site visits", () => {
  test("closed at first: nothing is read until the owner opens it", () => {
    const stub = api();
    render(<VisitSettings api={stub} origin="https://www.example.com" />);
    expect(stub.loadAvailability).not.toHaveBeenCalled();
  });

  test("closing Saturday, adding a day off and saving stores exactly that", async () => {
    const stub = api();
    await open(stub);
    await userEvent.click(screen.getByRole("checkbox", { name: T.open("Saturday") }));
    await userEvent.type(screen.getByLabelText(T.daysOff), "2026-12-24");
    await userEvent.click(screen.getByRole("button", { name: T.addDayOff }));
    await userEvent.click(screen.getByRole("button", { name: T.saveHours }));
    await waitFor(() =>
      expect(stub.saveAvailability).toHaveBeenCalledWith({
        ...DEFAULT_AVAILABILITY,
        weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, saturday: null },
        daysOff: ["2026-12-24"],
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(T.hoursSaved);
  });

  test("a visit length off the 15-minute steps is refused beside its field, and nothing is saved", async () => {
    const stub = api();
    await open(stub);
    const length = screen.getByLabelText(T.visitMinutes);
    await userEvent.clear(length);
    await userEvent.type(length, "50");
    await userEvent.click(screen.getByRole("button", { name: T.saveHours }));
    expect(await screen.findByText(BOOKING_TEXT.availabilityErrors.visitMinutes)).toBeInTheDocument();
    expect(length).toHaveAttribute("aria-invalid", "true");
    expect(stub.saveAvailability).not.toHaveBeenCalled();
  });

  test("the calendar address is checked, saved and then cleared from the field; it is never read back", async () => {
    const stub = api();
    await open(stub);
    const field = screen.getByLabelText(T.calendarAddress);
    await userEvent.type(field, "calendar.google.com/secret");
    await userEvent.click(screen.getByRole("button", { name: T.saveAddress }));
    expect(await screen.findByText(T.addressInvalid)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, "https://calendar.google.com/calendar/ical/x/private-abc/basic.ics");
    await userEvent.click(screen.getByRole("button", { name: T.saveAddress }));
    await waitFor(() =>
      expect(stub.saveCalendarAddress).toHaveBeenCalledWith(
        "https://calendar.google.com/calendar/ical/x/private-abc/basic.ics",
      ),
    );
    expect(field).toHaveValue("");
  });

  test("the visits feed: none at first, then the new address to subscribe to", async () => {
    const stub = api();
    await open(stub);
    expect(await screen.findByText(T.feedNone)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: T.feedNew }));
    expect(await screen.findByTestId("visits-feed-url")).toHaveValue(
      `https://www.example.com/api/visits.ics?key=${"k".repeat(43)}`,
    );
    expect(screen.getByRole("button", { name: T.feedReplace })).toBeInTheDocument();
  });

  test("hours with a problem: a toast says so as well as the field", async () => {
    const stub = api();
    await open(stub);
    await userEvent.clear(screen.getByLabelText(T.horizonDays));
    await userEvent.click(screen.getByRole("button", { name: T.saveHours }));
    expect(await screen.findByText(BOOKING_TEXT.availabilityErrors.horizonDays)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(T.hoursInvalid);
    expect(stub.saveAvailability).not.toHaveBeenCalled();
  });

  test("a failed read or save of the hours says so in a toast", async () => {
    render(<VisitSettings api={api({ loadAvailability: vi.fn(() => Promise.reject(new Error("offline"))) })} />);
    await userEvent.click(screen.getByRole("button", { name: T.settingsOpen }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(T.saveFailed));

    toast.error.mockClear();
    const stub = api({ saveAvailability: vi.fn(() => Promise.reject(new Error("offline"))) });
    await open(stub);
    await userEvent.click(screen.getByRole("button", { name: T.saveHours }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(T.saveFailed));
    expect(toast.success).not.toHaveBeenCalledWith(T.hoursSaved);
  });
});
