/**
 * MailDev, the local SMTP server the lead alerts go to (`npm start`, the functions and
 * end-to-end suites), and a small client of its REST API for tests. Like the emulators
 * (scripts/emulators.ts), one already answering on the ports is reused and left running.
 *
 *   node scripts/maildev.ts           start (or find) MailDev, stay up until Ctrl-C / SIGTERM
 *   node scripts/maildev.ts --serve   the MailDev process itself (what startMailDev spawns)
 *
 * Binds 127.0.0.1 only: the inbox holds the visitors' messages.
 */
import path from "node:path";
import { simpleParser } from "mailparser";
import { probeHttp, startOrReuse, stayUp, type LocalServer } from "./local-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const LOG_DIR = path.join(ROOT, ".emulators");
const HOST = "127.0.0.1";
export const MAILDEV_SMTP_PORT = 1025;
const MAILDEV_WEB_PORT = 1080;
const WEB_URL = `http://${HOST}:${MAILDEV_WEB_PORT}`;

export interface RunningMailDev extends LocalServer {
  smtpUrl: string;
  webUrl: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const probe = () =>
  probeHttp(`${WEB_URL}/api/healthz`, {}, async (res) => res.ok && (await res.text()).trim() === "true");

export async function startMailDev(timeoutMs = 20_000): Promise<RunningMailDev> {
  const server = await startOrReuse({
    name: "MailDev",
    address: WEB_URL,
    probe,
    // A process of its own (this file with --serve), so a test run's or npm start's own event loop never carries it.
    command: process.execPath,
    args: [path.join(import.meta.dirname, "maildev.ts"), "--serve"],
    cwd: ROOT,
    logFile: path.join(LOG_DIR, "maildev.log"),
    timeoutMs,
  });
  return { smtpUrl: `smtp://${HOST}:${MAILDEV_SMTP_PORT}`, webUrl: WEB_URL, ...server };
}

// ---------------------------------------------------------------------------------------
// The REST API, for tests: what MailDev received.

interface MailAddress {
  address: string;
  name: string;
}

export interface ReceivedMail {
  id: string;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  /** MailDev leaves Reply-To out of its JSON; mailHeader() reads it from the source. */
  text: string;
  html: string;
  time: string;
}

async function api(pathname: string, init?: RequestInit, webUrl = WEB_URL): Promise<Response> {
  const res = await fetch(`${webUrl}/api${pathname}`, { ...init, signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`MailDev ${init?.method ?? "GET"} ${pathname}: ${res.status}`);
  return res;
}

export async function listMail(webUrl?: string): Promise<ReceivedMail[]> {
  return (await (await api("/email", undefined, webUrl)).json()) as ReceivedMail[];
}

export async function clearMail(webUrl?: string): Promise<void> {
  await api("/email/all", { method: "DELETE" }, webUrl);
}

/** A header of the raw message (e.g. "reply-to"), unfolded; undefined when absent. */
export async function mailHeader(id: string, name: string, webUrl?: string): Promise<string | undefined> {
  const source = await (await api(`/email/${encodeURIComponent(id)}/source`, undefined, webUrl)).text();
  const head = source.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The iCalendar parts of a received message (an invitation, a cancellation), decoded, as mailparser reads them. */
export async function mailCalendars(id: string, webUrl?: string): Promise<string[]> {
  const source = await (await api(`/email/${encodeURIComponent(id)}/source`, undefined, webUrl)).text();
  const parsed = await simpleParser(source);
  return parsed.attachments
    .filter((part) => part.contentType.startsWith("text/calendar"))
    .map((part) => part.content.toString("utf8"));
}

/** The attachments of a received message of one content type (a signed contract's PDF), decoded. */
export async function mailAttachments(id: string, contentType: string, webUrl?: string): Promise<Buffer[]> {
  const source = await (await api(`/email/${encodeURIComponent(id)}/source`, undefined, webUrl)).text();
  const parsed = await simpleParser(source);
  return parsed.attachments.filter((part) => part.contentType === contentType).map((part) => part.content);
}

/** Polls until some received mails match; resolves with every match. */
export async function waitForMail(
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs = 10_000,
  webUrl?: string,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail(webUrl)).filter(predicate);
    if (found.length) return found;
    if (Date.now() > deadline) throw new Error(`no matching e-mail in MailDev within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** MailDev in this process, through its programmatic API; ends on SIGTERM / SIGINT. */
async function serve(): Promise<void> {
  const { MailDev } = await import("maildev");
  const maildev = new MailDev({ smtp: MAILDEV_SMTP_PORT, ip: HOST, web: MAILDEV_WEB_PORT, webIp: HOST });
  await maildev.start();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void maildev.stop().finally(() => process.exit(0)));
  }
}

if (import.meta.main && process.argv.includes("--serve")) {
  await serve();
} else if (import.meta.main) {
  const mail = await startMailDev();
  console.log(`MailDev ${mail.reused ? "reused" : "started"}: SMTP ${mail.smtpUrl}, web ${mail.webUrl}`);
  stayUp(mail);
}
