import type { BrowserContext, Locator, Page } from "@playwright/test";
import firebaseJson from "../../../firebase.json" with { type: "json" };
import { DEMO_PROJECT_ID } from "../../../src/config/firebase.ts";
import { GAPI_STUB_SOURCE } from "./gapi-stub.ts";
import { waitForIsland } from "./islands.ts";

const GAPI_SCRIPT_URL = "https://apis.google.com/js/api.js";
/** The site (localhost:4329) and the emulators; every other host is the internet. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface GapiStub {
  /** Alerts raised by the emulator's pages (they report their internal errors with alert()). */
  dialogs: string[];
}

/**
 * Answers Google's script loader with our stand-in (see gapi-stub.ts) and aborts every
 * other request that would leave the machine (the chooser's fonts and Material CSS/JS
 * on unpkg: it works without them). Applies to every page of the context, the popup too.
 */
export async function installGapiStub(context: BrowserContext): Promise<GapiStub> {
  const stub: GapiStub = { dialogs: [] };
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (`${url.origin}${url.pathname}` === GAPI_SCRIPT_URL) {
        return route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: GAPI_STUB_SOURCE });
      }
      return route.abort("blockedbyclient");
    },
  );
  context.on("dialog", (dialog) => {
    stub.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return stub;
}

export interface GoogleAccount {
  email: string;
  displayName: string;
}

/** A Google account nobody has used yet (tests run in parallel against one emulator). */
export function newGoogleAccount(label = "Google Tester"): GoogleAccount {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `google.${marker}@example.com`, displayName: `${label} ${marker}` };
}

/** Clicks a Google button and returns the popup it opens (a new page of the same context). */
export async function openGoogleChooser(page: Page, button: Locator): Promise<Page> {
  await waitForIsland(page, button);
  const [popup] = await Promise.all([page.context().waitForEvent("page"), button.click()]);
  await popup.waitForLoadState("domcontentloaded");
  return popup;
}

/**
 * Signs in through the Auth emulator's account chooser: an existing account is picked
 * from the list, otherwise a new one is added with the given e-mail and display name.
 * Resolves once Firebase has taken the result and closed the popup.
 */
export async function signInWithGoogleChooser(
  popup: Page,
  account: GoogleAccount & { existing?: boolean },
): Promise<void> {
  const closed = popup.waitForEvent("close");
  if (account.existing) {
    await popup.locator("li.js-reuse-account", { hasText: account.email }).click();
  } else {
    await popup.locator("#add-account-button button").click();
    await popup.locator("#email-input").fill(account.email);
    await popup.locator("#display-name-input").fill(account.displayName);
    await popup.locator("#sign-in").click();
  }
  await closed;
}

const { host: authHost, port: authPort } = firebaseJson.emulators.auth;
const AUTH_API = `http://${authHost}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;

export interface EmulatorAccount {
  localId: string;
  email?: string;
  displayName?: string;
  providerUserInfo?: { providerId: string; email?: string }[];
}

/** The Auth emulator's record for an e-mail address ("Bearer owner" is the emulator's admin access), or null. */
export async function findAuthAccount(email: string): Promise<EmulatorAccount | null> {
  const response = await fetch(`${AUTH_API}/accounts:lookup`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { users?: EmulatorAccount[] };
  return body.users?.[0] ?? null;
}
