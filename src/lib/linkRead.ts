import { fragmentToken } from "./fragmentToken.ts";

/**
 * A private link's first read (/proposal#token, /change-order#token), started by the page's
 * client:link directive while the island's code is still on its way, and handed to the island's
 * own first read (api-client/request.ts, postLinkRequest). The island's code and the read then
 * travel together instead of one after the other.
 */
interface StartedLinkRead {
  route: string;
  token: string;
  response: Promise<Response>;
  /** The same answer for the page's first paint (lib/linkPaint.ts), whose body is read apart. */
  copy: Promise<Response>;
  /** Settled once the first paint is on screen, or given up. */
  painted: Promise<void>;
  donePainting: () => void;
}

/** As long as the island's own request would wait (api-client/proposal.ts, changeOrder.ts). */
const LINK_READ_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    linkRead?: StartedLinkRead;
  }
}

/** Starts the read of the link in the address, if there is one; says whether it did. */
export function startLinkRead(route: string, token = fragmentToken(), fetchImpl: typeof fetch = fetch): boolean {
  if (!token) return false;
  const response = fetchImpl(route, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "view", token }),
    signal: AbortSignal.timeout(LINK_READ_TIMEOUT_MS),
  });
  // Handled by whoever takes it; an island that never does must not leave an unhandled rejection.
  response.catch(() => undefined);
  // Cloned on arrival, before the island can have read the body.
  const copy = response.then((answer) => answer.clone());
  copy.catch(() => undefined);
  let donePainting = () => {};
  const painted = new Promise<void>((resolve) => (donePainting = resolve));
  window.linkRead = { route, token, response, copy, painted, donePainting };
  return true;
}

/** The started read of `route` for the page's first paint (the island still takes it). */
export function linkReadToPaint(route: string): Pick<StartedLinkRead, "copy" | "donePainting"> | undefined {
  const started = window.linkRead;
  return started?.route === route ? started : undefined;
}

/**
 * Settles when the page's first paint of the link is on screen (or gave up), or after
 * `waitMs` if the painting script never ran.
 */
export function linkPainted(waitMs: number): Promise<void> {
  const started = window.linkRead;
  if (!started) return Promise.resolve();
  return Promise.race([started.painted, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** The started read of this link on this route, once; undefined when there is none. */
export function takeLinkRead(route: string, token: string): Promise<Response> | undefined {
  const started = window.linkRead;
  if (!started || started.route !== route || started.token !== token) return undefined;
  window.linkRead = undefined;
  return started.response;
}
