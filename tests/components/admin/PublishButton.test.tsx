// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ADMIN_TEXT } from "../../../src/config/text.ts";
import { API_ROUTES } from "../../../src/config/routes.ts";
import PublishButton from "../../../src/islands/admin/PublishButton.tsx";

const { publish } = ADMIN_TEXT;
const getIdToken = () => Promise.resolve("admin-token");
const errorBody = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message } }, { status, headers });

function setup(fetchImpl: typeof fetch) {
  render(<PublishButton getIdToken={getIdToken} fetchImpl={fetchImpl} />);
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
});
