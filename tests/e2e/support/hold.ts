import type { Page, Route } from "@playwright/test";

export interface HeldRequest {
  /** Resolves once the request has reached the route, where it waits. */
  arrived: Promise<void>;
  /** Lets the held request meet its fate; later requests were never held. */
  release(): void;
}

/**
 * Holds the page's next request to `path` before it reaches the server, so a test can
 * assert a waiting state (a busy button, a typing indicator) for as long as it needs: the
 * state lasts until `release()`, however fast the server (or the failure) would answer.
 * The route stays installed and passes every later request straight on: taking it away
 * while a request it continued is still streaming would cancel that request.
 */
export async function holdNextRequest(
  page: Page,
  path: string,
  /** What the held request meets once released: the server by default, or e.g. a refused connection. */
  then: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<HeldRequest> {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (held) return route.continue();
      held = true;
      arrive();
      await released;
      await then(route);
    },
  );
  return { arrived, release };
}
