// @vitest-environment jsdom
import type { ClientDirective } from "astro";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import chat from "../../src/islands/directives/chat.ts";
import intent from "../../src/islands/directives/intent.ts";
import toast from "../../src/islands/directives/toast.ts";
import { CONVERSATION_KEY, PANEL_OPEN_KEY, hasKeptChat } from "../../src/lib/chat/panelState.ts";
import { INTENT_EVENTS } from "../../src/lib/hydration/intent.ts";
import { anyHolds } from "../../src/lib/hydration/wake.ts";
import { LIKED_PROJECTS_KEY } from "../../src/lib/projects/likeLedger.ts";
import { hasParkedToast, parkToast } from "../../src/lib/toast/pending.ts";
import { setSessionHint } from "../../src/lib/firebase/sessionHint.ts";

/** An island as Astro's loader sees it, and a load() that records when the code was asked for. */
function island(html = '<button type="button">Like</button><a href="/x">Link</a>') {
  const element = document.createElement("astro-island");
  element.setAttribute("ssr", ""); // Server-rendered, not hydrated yet: Astro removes it once it is.
  element.innerHTML = html;
  document.body.append(element);
  const hydrated = vi.fn();
  const load = vi.fn(() => Promise.resolve(async () => void hydrated()));
  return { element, load, hydrated };
}

const run = (
  directive: ClientDirective,
  load: () => Promise<() => Promise<void>>,
  element: HTMLElement,
  value?: unknown,
) => directive(load, { name: "Test", value: value as string }, element);

const idle = vi.fn<(callback: () => void) => number>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = "";
  idle.mockReset();
  vi.stubGlobal("requestIdleCallback", idle);
  window.history.replaceState(null, "", "/");
});

afterEach(() => vi.unstubAllGlobals());

describe("wake conditions: what this browser says before any code", () => {
  test.each([
    { name: "signed-in", arrange: () => setSessionHint(true) },
    { name: "query", arrange: () => window.history.replaceState(null, "", "/contact?message=Deck") },
    { name: "liked", arrange: () => localStorage.setItem(LIKED_PROJECTS_KEY, '["deck"]') },
  ])("$name holds only when its trace is there", ({ name, arrange }) => {
    expect(anyHolds([name])).toBe(false);
    arrange();
    expect(anyHolds([name])).toBe(true);
    expect(anyHolds(["no-such-condition", name])).toBe(true);
  });

  test("an empty like list, an unknown name or no value never holds", () => {
    localStorage.setItem(LIKED_PROJECTS_KEY, "[]");
    expect(anyHolds(["liked"])).toBe(false);
    expect(anyHolds(["toString"])).toBe(false);
    expect(anyHolds(undefined)).toBe(false);
  });

  test("a kept chat and a parked toast are read from this tab only", () => {
    expect(hasKeptChat()).toBe(false);
    // A widget that woke and was never used saves an empty list: no conversation.
    sessionStorage.setItem(CONVERSATION_KEY, "[]");
    expect(hasKeptChat()).toBe(false);
    sessionStorage.setItem(CONVERSATION_KEY, '[{"type":"user","content":"Hi","timestamp":1}]');
    expect(hasKeptChat()).toBe(true);
    sessionStorage.clear();
    sessionStorage.setItem(PANEL_OPEN_KEY, "1");
    expect(hasKeptChat()).toBe(true);

    expect(hasParkedToast("/")).toBe(false);
    parkToast({ kind: "success", message: "Logged out" }, "/");
    expect(hasParkedToast("/")).toBe(true);
    expect(hasParkedToast("/about")).toBe(false);
  });
});

describe("client:intent", () => {
  test.each(INTENT_EVENTS)("%s inside the island fetches its code, once", async (type) => {
    const { element, load, hydrated } = island();
    run(intent, load, element, ["signed-in"]);
    expect(element.dataset.wakesAt).toBe("intent");
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    element.querySelector("button")?.dispatchEvent(new Event(type, { bubbles: true }));
    element.querySelector("a")?.dispatchEvent(new Event(type, { bubbles: true }));
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(idle).not.toHaveBeenCalled();
  });

  test("when a condition holds it wakes at idle, and says so", async () => {
    setSessionHint(true);
    const { element, load } = island();
    run(intent, load, element, ["signed-in"]);
    expect(element.dataset.wakesAt).toBe("idle");
    expect(load).not.toHaveBeenCalled();
    idle.mock.calls[0][0]();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  test("a button pressed before the code arrived is pressed again once it is there; a link is left to the browser", async () => {
    const { element, load } = island();
    let answer!: () => void;
    const pressed = vi.fn();
    load.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(async () => void element.querySelector("button")?.addEventListener("click", pressed));
        }),
    );
    run(intent, load, element);
    const button = element.querySelector("button");
    button?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button?.click();
    element.querySelector("a")?.addEventListener("click", (event) => event.preventDefault());
    element.querySelector("a")?.click();
    expect(pressed).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  });
});

describe("client:toast", () => {
  test("a toast parked for this page fetches the toaster at once", async () => {
    window.history.replaceState(null, "", "/login");
    parkToast({ kind: "error", message: "Please log in" }, "/login");
    const { element, load } = island("");
    run(toast, load, element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  test("an island hydrated before the toaster's loader ran counts too", async () => {
    const hydratedAbove = document.createElement("astro-island");
    document.body.append(hydratedAbove);
    const { element, load } = island("");
    run(toast, load, element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  test("otherwise (a toast parked for another page, nothing hydrated) it waits for another island to hydrate", async () => {
    parkToast({ kind: "error", message: "Please log in" }, "/login");
    const { element, load } = island("");
    run(toast, load, element);
    expect(load).not.toHaveBeenCalled();
    const other = document.createElement("astro-island");
    other.setAttribute("ssr", "");
    document.body.append(other);
    other.dispatchEvent(new CustomEvent("astro:hydrate"));
    other.dispatchEvent(new CustomEvent("astro:hydrate"));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

describe("client:chat", () => {
  test("waits for intent, or wakes at idle when a conversation was kept", async () => {
    const first = island("");
    run(chat, first.load, first.element);
    expect(idle).not.toHaveBeenCalled();
    first.element.dispatchEvent(new Event("focusin"));
    await vi.waitFor(() => expect(first.load).toHaveBeenCalledTimes(1));

    sessionStorage.setItem(CONVERSATION_KEY, '[{"type":"user","content":"Hi","timestamp":1}]');
    const second = island("");
    run(chat, second.load, second.element);
    idle.mock.calls[0][0]();
    await vi.waitFor(() => expect(second.load).toHaveBeenCalledTimes(1));
  });
});
