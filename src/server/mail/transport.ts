/**
 * Sending one e-mail over SMTP with nodemailer. `SMTP_URL` names the server
 * (`smtp://user:pass@host:587`, `smtps://...:465`); any provider works. Every connection
 * has short timeouts: a send runs inside a function with a time limit, and a hung SMTP
 * server must turn into a failure the outbox retries, not into a function timeout.
 */
import { createTransport, type Transporter } from "nodemailer";
import { envText, type Env } from "../env.ts";
import { errorCause } from "../log.ts";

/** Milliseconds; well under the 30 s a scheduled function may run. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation (a visit's): nodemailer sends it as the text/calendar part calendar apps act on. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
  /** Files sent with it: a signed contract's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Thrown when no SMTP server is configured; the outbox keeps the alert pending. */
class SmtpNotConfiguredError extends Error {
  readonly code = "smtp_not_configured";
  constructor() {
    super("SMTP_URL is not set");
    this.name = "SmtpNotConfiguredError";
  }
}

// One transporter per URL, kept like any module state of a warm function instance.
const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = createTransport({ url, ...SMTP_TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

export async function sendMail(mail: OutgoingMail, env: Env = process.env): Promise<void> {
  const url = envText(env, "SMTP_URL");
  if (!url) {
    // One line per attempt, so a deployment without SMTP is visible in the log but the
    // alerts stay in the outbox for when it is configured.
    console.warn("[mail] SMTP_URL is not set: lead alerts are queued in Firestore but not sent");
    throw new SmtpNotConfiguredError();
  }
  // One long unbroken word a visitor typed (a name, a street, a note) must not widen the message on a phone.
  await transportFor(url).sendMail({ ...mail, html: `<div style="overflow-wrap:anywhere">${mail.html}</div>` });
}

/** What a failed send means for the next try; see docs/decisions/leads.md. */
export interface SendFailure {
  /** Safe to store and log: error class, code and SMTP reply code, never the reply's text (it may name the address). */
  cause: string;
  /** The SMTP reply code, when the server answered with one. */
  smtpCode: number | null;
  /** This message was refused for good (a 5xx to its recipient or its content): another try gets the same answer. */
  permanent: boolean;
  /** Every message would fail alike (no server, unreachable, our login or sender refused): the rest can wait. */
  serverWide: boolean;
}

/** Failures that come before any one message is looked at. */
const SERVER_WIDE_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ETLS",
  "EAUTH",
  "ENOAUTH",
]);
/** The commands whose refusal is about this message: its recipient or its content. */
const MESSAGE_COMMANDS = new Set(["RCPT TO", "DATA"]);

export function sendFailure(error: unknown): SendFailure {
  if (error instanceof SmtpNotConfiguredError) {
    return { cause: error.code, smtpCode: null, permanent: false, serverWide: true };
  }
  // nodemailer's error: `permanent` is its reading of the reply code (5xx but 503).
  const { code, command, responseCode, permanent } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
    permanent?: unknown;
  };
  const smtpCode = typeof responseCode === "number" ? responseCode : null;
  const aboutMessage = typeof command === "string" && MESSAGE_COMMANDS.has(command);
  return {
    cause: smtpCode === null ? errorCause(error) : `${errorCause(error)}:${smtpCode}`,
    smtpCode,
    permanent: permanent === true && aboutMessage,
    serverWide: (typeof code === "string" && SERVER_WIDE_CODES.has(code)) || (smtpCode !== null && !aboutMessage),
  };
}
