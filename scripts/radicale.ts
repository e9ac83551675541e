/**
 * Radicale (Debian's `radicale`, a real CalDAV server) plays the owner's calendar locally,
 * as MailDev plays SMTP: the tests and `npm start` add and remove events over
 * CalDAV as a calendar app would, and the slots function reads the collection's GET, which
 * answers the whole calendar as one iCalendar, the shape of a Google, Outlook or iCloud
 * secret iCal address. One already answering on the port is reused and left running.
 *
 *   node scripts/radicale.ts   start (or find) Radicale, stay up until Ctrl-C / SIGTERM
 *
 * Binds 127.0.0.1 only, with no sign-in (anyone on this machine may read and write): the
 * secret is the collection's path, as in a real secret address.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { probeHttp, startOrReuse, stayUp, type LocalServer } from "./local-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DATA_DIR = path.join(ROOT, ".emulators", "radicale");
const HOST = "127.0.0.1";
/** Not Radicale's own 5232: a system service installed with the package may hold that one. */
const RADICALE_PORT = 5242;
export const RADICALE_URL = `http://${HOST}:${RADICALE_PORT}`;
/** Debian's package puts it here; elsewhere (pip install radicale) set RADICALE_BIN. */
const RADICALE_BIN = process.env.RADICALE_BIN || "radicale";

export interface RunningRadicale extends LocalServer {
  url: string;
}

/** A CalDAV server answers OPTIONS with its DAV classes; Radicale's include calendar-access. */
const probe = () =>
  probeHttp(`${RADICALE_URL}/`, { method: "OPTIONS" }, (res) =>
    Boolean(res.headers.get("dav")?.includes("calendar-access")),
  );

/** The config and rights files: no sign-in, everything readable and writable by anyone who can reach 127.0.0.1. */
function writeConfig(): string {
  mkdirSync(DATA_DIR, { recursive: true });
  const rights = path.join(DATA_DIR, "rights");
  writeFileSync(rights, "[anyone]\nuser: .*\ncollection: .*\npermissions: RrWw\n");
  const config = path.join(DATA_DIR, "config");
  writeFileSync(
    config,
    [
      "[server]",
      `hosts = ${HOST}:${RADICALE_PORT}`,
      "[auth]",
      "type = none",
      "[rights]",
      "type = from_file",
      `file = ${rights}`,
      "[storage]",
      `filesystem_folder = ${path.join(DATA_DIR, "collections")}`,
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  return config;
}

export async function startRadicale(timeoutMs = 20_000): Promise<RunningRadicale> {
  const server = await startOrReuse({
    name: "Radicale",
    address: RADICALE_URL,
    probe,
    command: RADICALE_BIN,
    // The same files every time: one already running reads the same rights.
    args: ["--config", writeConfig()],
    cwd: ROOT,
    logFile: path.join(ROOT, ".emulators", "radicale.log"),
    timeoutMs,
    whenMissing: "install Debian's radicale (npm test's bootstrap does) or set RADICALE_BIN",
  });
  return { url: RADICALE_URL, ...server };
}

// ---------------------------------------------------------------------------------------
// CalDAV, as the owner's calendar app speaks it: a calendar, and one .ics per event.

async function dav(url: string, method: string, ok: number[], init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, method, signal: AbortSignal.timeout(5_000) });
  if (!ok.includes(res.status)) throw new Error(`CalDAV ${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * A new, empty calendar at an unguessable path under the Radicale at `base`, like the
 * secret iCal address a calendar app gives: its URL, ending in "/".
 */
export async function makeCalendar(name: string, base = RADICALE_URL): Promise<string> {
  // The owner's collection first (a signed-in user gets it made by Radicale; we sign in as nobody).
  await dav(`${base}/owner/`, "MKCOL", [201, 405, 409]);
  const url = `${base}/owner/${encodeURIComponent(name)}-${crypto.randomUUID()}/`;
  await dav(url, "MKCALENDAR", [201]);
  return url;
}

/** An empty calendar at a fixed path (npm start's owner calendar): whatever it held before is deleted first. */
export async function resetCalendar(name: string, base = RADICALE_URL): Promise<string> {
  await dav(`${base}/owner/`, "MKCOL", [201, 405, 409]);
  const url = `${base}/owner/${encodeURIComponent(name)}/`;
  await dav(url, "DELETE", [200, 204, 404]);
  await dav(url, "MKCALENDAR", [201]);
  return url;
}

/** True when a Radicale answers on its port (npm start's seed then fills the owner's calendar). */
export const radicaleAnswers = async (): Promise<boolean> => (await probe()) === "ours";

/** Adds or replaces one event (`ics` a whole VCALENDAR with one VEVENT of that UID). */
export async function putEvent(calendarUrl: string, uid: string, ics: string): Promise<void> {
  await dav(`${calendarUrl}${encodeURIComponent(uid)}.ics`, "PUT", [201, 204], {
    headers: { "content-type": "text/calendar; charset=utf-8" },
    body: ics,
  });
}

export async function deleteEvent(calendarUrl: string, uid: string): Promise<void> {
  await dav(`${calendarUrl}${encodeURIComponent(uid)}.ics`, "DELETE", [200, 204, 404]);
}

/**
 * Lets the functions fetch the calendar at `address` (its host:port) although it is local
 * and plain http: production never fetches either (src/server/booking/feedFetch.ts). Set
 * before the functions start; kept with what the environment already allows.
 */
export function allowLocalCalendar(address: string, env: NodeJS.ProcessEnv = process.env): void {
  const { host } = new URL(address);
  const entries = (env.CALENDAR_FEED_ALLOW_HOSTS ?? "").split(",").map((entry) => entry.trim());
  if (!entries.includes(host)) env.CALENDAR_FEED_ALLOW_HOSTS = [...entries.filter(Boolean), host].join(",");
}

if (import.meta.main) {
  const radicale = await startRadicale();
  console.log(`Radicale ${radicale.reused ? "reused" : "started"}: CalDAV ${radicale.url}`);
  stayUp(radicale);
}
