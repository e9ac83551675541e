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
}

/** As long as the island's own request would wait (api-client/proposal.ts, changeOrder.ts). */
const LINK_READ_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    linkRead?: StartedLinkRead;
  }
}

/** Starts the read of the link in the address, if there is one. */
export function startLinkRead(route: string, token = fragmentToken(), fetchImpl: typeof fetch = fetch): void {
  if (!token) return;
  const response = fetchImpl(route, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "view", token }),
    signal: AbortSignal.timeout(LINK_READ_TIMEOUT_MS),
  });
  // Handled by whoever takes it; an island that never does must not leave an unhandled rejection.
  response.catch(() => undefined);
  window.linkRead = { route, token, response };
}

/** The started read of this link on this route, once; undefined when there is none. */
export function takeLinkRead(route: string, token: string): Promise<Response> | undefined {
  const started = window.linkRead;
  if (!started || started.route !== route || started.token !== token) return undefined;
  window.linkRead = undefined;
  return started.response;
}
