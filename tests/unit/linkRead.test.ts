import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postLinkRequest } from "../../src/lib/api-client/request.ts";
import link from "../../src/islands/directives/link.ts";
import { linkReadToPaint, startLinkRead, takeLinkRead } from "../../src/lib/linkRead.ts";

const TOKEN = "t".repeat(43);
const ROUTE = "/api/proposal";

beforeEach(() => vi.stubGlobal("window", {}));
afterEach(() => vi.unstubAllGlobals());

describe("a private link's first read, started before the island's code", () => {
  it("posts the link's view once and hands that same response to the island's first read", async () => {
    const early = vi.fn(async () => Response.json({ proposal: { id: "p1" } }));
    startLinkRead(ROUTE, TOKEN, early);
    expect(early).toHaveBeenCalledTimes(1);
    const [url, init] = early.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ROUTE);
    expect(JSON.parse(init.body as string)).toEqual({ action: "view", token: TOKEN });

    const later = vi.fn(async () => Response.json({}));
    const response = await postLinkRequest(ROUTE, { action: "view", token: TOKEN }, 1_000, later);
    expect(await response.json()).toEqual({ proposal: { id: "p1" } });
    expect(later).not.toHaveBeenCalled();

    // Taken once: a second read (the page polling after a payment) asks the server again.
    await postLinkRequest(ROUTE, { action: "view", token: TOKEN }, 1_000, later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("is not used for another link, another route or another action", async () => {
    startLinkRead(ROUTE, TOKEN, async () => Response.json({ early: true }));
    const later = vi.fn(async () => Response.json({ later: true }));
    await postLinkRequest(ROUTE, { action: "view", token: "u".repeat(43) }, 1_000, later);
    await postLinkRequest("/api/change-order", { action: "view", token: TOKEN }, 1_000, later);
    await postLinkRequest(ROUTE, { action: "decline", token: TOKEN }, 1_000, later);
    expect(later).toHaveBeenCalledTimes(3);
    expect(takeLinkRead(ROUTE, TOKEN)).toBeDefined();
  });

  it("starts nothing without a token in the address", () => {
    const early = vi.fn(async () => Response.json({}));
    startLinkRead(ROUTE, "", early);
    expect(early).not.toHaveBeenCalled();
    expect(takeLinkRead(ROUTE, "")).toBeUndefined();
  });

  it("a started read that failed is the island's network failure, as its own request's would be", async () => {
    startLinkRead(ROUTE, TOKEN, async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postLinkRequest(ROUTE, { action: "view", token: TOKEN }, 1_000)).rejects.toMatchObject({
      failure: { kind: "network" },
    });
  });
});

describe("client:link", () => {
  const directive = () => {
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(async () => hydrate);
    link(load, { name: "ProposalPage", value: ROUTE }, {} as HTMLElement);
    return { load, hydrate };
  };
  const withLink = (hash: string) => {
    vi.stubGlobal("window", { location: { hash } });
    // The build's template of the island's modulepreload links (scripts/island-preload.ts).
    const links = { cloned: true };
    const head = { append: vi.fn() };
    vi.stubGlobal("document", {
      head,
      getElementById: (id: string) => (id === "island-preloads" ? { content: { cloneNode: () => links } } : null),
    });
    const fetched = vi.fn(async () => Response.json({ proposal: { id: "p1" } }));
    vi.stubGlobal("fetch", fetched);
    return fetched;
  };

  it("starts the read of the address's link, and asks for the island's code only once the document is painted", async () => {
    const fetched = withLink(`#${TOKEN}`);
    const { load, hydrate } = directive();
    expect(fetched).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();

    linkReadToPaint(ROUTE)?.donePainting();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.head.append).toHaveBeenCalledWith({ cloned: true });
    // The island's own first read is still the started one.
    expect(takeLinkRead(ROUTE, TOKEN)).toBeDefined();
  });

  it("loads the island anyway when the page's painting script never runs", async () => {
    vi.useFakeTimers();
    try {
      withLink(`#${TOKEN}`);
      const { load } = directive();
      await vi.advanceTimersByTimeAsync(2_900);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("without a link in the address, hydrates at once: the island says the link is missing", () => {
    const fetched = withLink("");
    const { load } = directive();
    expect(fetched).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
