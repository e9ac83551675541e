// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ADMIN_TEXT } from "../../../src/config/text.ts";
import { API_ROUTES } from "../../../src/config/routes.ts";
import PublishButton from "../../../src/islands/admin/PublishButton.tsx";
import type { PublishFailure } from "../../../src/schemas/publish.ts";

const { publish } = ADMIN_TEXT;
const getIdToken = () => Promise.resolve("admin-token");
const errorBody = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message } }, { status, headers });

function setup(fetchImpl: typeof fetch, loadFailure?: () => Promise<PublishFailure | null>) {
  render(<PublishButton getIdToken={getIdToken} fetchImpl={fetchImpl} loadFailure={loadFailure} />);
  return { button: screen.getByRole("button", { name: publish.button }), status: screen.getByRole("status") };
}

describe("PublishButton", () => {
  test("idle, then sending (disabled), then done with the time the build was requested", async () => {
    let answer!: (res: Response) => void;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise((resolve) => (answer = resolve)));
    const { button, status } = setup(fetchImpl);
    expect(status).toHaveTextContent("");
    expect(button).toBeEnabled();

    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(publish.sending);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(API_ROUTES.rebuild);
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer admin-token");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");

    const requestedAt = new Date(2026, 10, 23, 20, 15, 7);
    answer(Response.json({ requestedAt: requestedAt.toISOString() }, { status: 202 }));
    expect(await screen.findByText(publish.done(requestedAt.toLocaleTimeString()))).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(publish.button);
  });

  test("no build hook: says nothing was published and why", async () => {
    const { button, status } = setup(() =>
      Promise.resolve(errorBody(503, "not_configured", "No build hook is configured (NETLIFY_BUILD_HOOK_URL).")),
    );
    await userEvent.click(button);
    expect(await screen.findByText(publish.notConfigured)).toBe(status);
    expect(button).toBeEnabled();
  });

  test("a build requested less than a minute ago: this one is queued, and the button says by when", async () => {
    const startsBy = new Date(2026, 10, 23, 20, 17, 0);
    const { button } = setup(() =>
      Promise.resolve(Response.json({ queued: true, startsBy: startsBy.toISOString() }, { status: 202 })),
    );
    await userEvent.click(button);
    expect(await screen.findByText(publish.queued(startsBy.toLocaleTimeString()))).toBeInTheDocument();
  });

  test.each([
    ["the hook refused", () => Promise.resolve(errorBody(502, "upstream_failed", "The build hook answered 404."))],
    ["no answer at all", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("%s: the failure text, and the button works again", async (_name, fetchImpl) => {
    const { button } = setup(fetchImpl);
    await userEvent.click(button);
    expect(await screen.findByText(publish.failed)).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  describe("a publish whose build hook kept failing", () => {
    const failedAt = new Date(2026, 10, 23, 21, 4, 0);
    const failure = (status: number | null): PublishFailure => ({ at: failedAt.getTime(), status, attempts: 5 });

    test("says when it failed and why, and Publish changes tries again; a build requested then clears it", async () => {
      const { button } = setup(
        () => Promise.resolve(Response.json({ requestedAt: new Date().toISOString() }, { status: 202 })),
        () => Promise.resolve(failure(500)),
      );
      const notice = await screen.findByText(publish.lastFailed(failedAt.toLocaleString(), 500, 5));
      expect(notice).toHaveTextContent(/^The last publish failed/);
      expect(button).toBeEnabled();
      await userEvent.click(button);
      expect(await screen.findByText(/^Build requested at/)).toBeInTheDocument();
      expect(screen.queryByText(/^The last publish failed/)).not.toBeInTheDocument();
    });

    test("a hook that did not answer is named as such", async () => {
      setup(vi.fn<typeof fetch>(), () => Promise.resolve(failure(null)));
      expect(await screen.findByText(publish.lastFailed(failedAt.toLocaleString(), null, 5))).toBeInTheDocument();
    });

    test.each([
      ["no failure recorded", () => Promise.resolve(null)],
      ["the record cannot be read (only logged)", () => Promise.reject(new Error("offline"))],
    ])("%s: nothing about it is shown", async (_name, answer) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const load = vi.fn(answer);
      setup(vi.fn<typeof fetch>(), load);
      await vi.waitFor(() => expect(load).toHaveBeenCalled());
      await act(async () => {}); // the load's answer settles
      expect(screen.queryByText(/^The last publish failed/)).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: publish.button })).toBeEnabled();
      error.mockRestore();
    });
  });
});
