// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ADMIN_TEXT } from "../../../src/config/text.ts";
import FollowUpSettings from "../../../src/islands/admin/FollowUpSettings.tsx";
import type { FollowUpApi } from "../../../src/lib/firebase/followUp.ts";
import { DEFAULT_FOLLOW_UP } from "../../../src/schemas/followUp.ts";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

const T = ADMIN_TEXT.followUp;

function api(): FollowUpApi {
  return { load: vi.fn(() => Promise.resolve(DEFAULT_FOLLOW_UP)), save: vi.fn(() => Promise.resolve()) };
}

async function open(stub: FollowUpApi) {
  render(<FollowUpSettings api={stub} />);
  await userEvent.click(screen.getByRole("button", { name: T.open }));
  await screen.findByRole("checkbox", { name: T.instantReply });
}

describe("/admin: follow-up on new leads", () => {
  test("closed at first: nothing is read until the owner opens it", () => {
    const stub = api();
    render(<FollowUpSettings api={stub} />);
    expect(stub.load).not.toHaveBeenCalled();
  });

  test("shows the defaults; turning the reply off, reminding at 10 and 30 and copying the office saves exactly that", async () => {
    const user = userEvent.setup();
    const stub = api();
    await open(stub);
    expect(screen.getByRole("checkbox", { name: T.instantReply })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: T.reminderLabel(1) })).toHaveValue(5);
    expect(screen.getByRole("spinbutton", { name: T.reminderLabel(2) })).toHaveValue(15);

    await user.click(screen.getByRole("checkbox", { name: T.instantReply }));
    await user.clear(screen.getByRole("spinbutton", { name: T.reminderLabel(1) }));
    await user.type(screen.getByRole("spinbutton", { name: T.reminderLabel(1) }), "10");
    await user.clear(screen.getByRole("spinbutton", { name: T.reminderLabel(2) }));
    await user.type(screen.getByRole("spinbutton", { name: T.reminderLabel(3) }), "30");
    await user.type(screen.getByLabelText(T.alsoTo), "office@example.com");
    await user.click(screen.getByRole("button", { name: T.save }));

    await waitFor(() =>
      expect(stub.save).toHaveBeenCalledWith({
        instantReply: false,
        reminderMinutes: [10, 30],
        reminderAlsoTo: "office@example.com",
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(T.saved);
  });

  test("reminders out of order and a second address that is not one are said beside their fields, nothing saved", async () => {
    const user = userEvent.setup();
    const stub = api();
    await open(stub);
    await user.type(screen.getByRole("spinbutton", { name: T.reminderLabel(3) }), "1");
    await user.type(screen.getByLabelText(T.alsoTo), "the office");
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.remindersOrder)).toBeInTheDocument();
    expect(screen.getByText(T.alsoToInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(T.alsoTo)).toHaveAttribute("aria-invalid", "true");
    expect(stub.save).not.toHaveBeenCalled();
  });

  test("a failed read says so in a toast", async () => {
    const stub = { ...api(), load: vi.fn(() => Promise.reject(new Error("offline"))) };
    render(<FollowUpSettings api={stub} />);
    await userEvent.click(screen.getByRole("button", { name: T.open }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(T.saveFailed));
  });

  test("a failed save says so in a toast; what was typed stays and Save works again", async () => {
    const user = userEvent.setup();
    const stub = { ...api(), save: vi.fn(() => Promise.reject(new Error("offline"))) };
    await open(stub);
    await user.type(screen.getByLabelText(T.alsoTo), "office@example.com");
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(T.saveFailed));
    expect(screen.getByLabelText(T.alsoTo)).toHaveValue("office@example.com");
    expect(screen.getByRole("button", { name: T.save })).toBeEnabled();
  });
});
