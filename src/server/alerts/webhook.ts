/**
 * The owner's second alert channel: each lead alert and reminder posted as JSON
 * to ALERT_WEBHOOK_URL, in the shape its service takes. Slack's incoming webhooks take
 * `{ text }` (mrkdwn links); a Microsoft Teams workflow ("When a Teams webhook request is
 * received") takes a message with an Adaptive Card; ntfy takes a JSON publish posted to
 * the server's root with the topic in the body. The format follows the URL's host, or
 * ALERT_WEBHOOK_FORMAT when set (a self-hosted ntfy, a Slack-compatible Mattermost). Sent
 * through the outbox like the e-mails: the failures here are classified the way
 * transport.ts classifies SMTP's, so retries and giving up work alike. ALERT_WEBHOOK_TOKEN,
 * when set, goes with every post to a host other than Slack's or Teams' as
 * `Authorization: Bearer <token>` (an ntfy access token for a protected topic). What a
 * visitor typed is escaped for the service's markup: it opens no link or mention, and
 * restyles nothing where the markup has an escape (Teams; Slack's mrkdwn has none).
 */
import { envText, type Env } from "../env.ts";
import { errorCause } from "../log.ts";
import type { SendFailure } from "../mail/transport.ts";

const WEBHOOK_FORMATS = ["slack", "teams", "ntfy"] as const;
type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Well inside the scheduled run's 20 s budget, and the waitUntil send after an answer. */
const WEBHOOK_TIMEOUT_MS = 8_000;

/** What a visitor typed (a name, a phone number), inside an alert's text. */
interface VisitorText {
  visitor: string;
}

/**
 * A line of an alert: our own words as strings, the visitor's marked, so each service
 * escapes theirs for its markup and never ours (phoneAlert.ts builds them).
 */
export type AlertText = readonly (string | VisitorText)[];

/** What an alert says, whatever the service. */
export interface PhoneAlert {
  title: AlertText;
  /** Short lines under the title: what kind of lead, a number to call. */
  lines: readonly AlertText[];
  /** Opens the lead in /admin. */
  link: { label: string; url: string };
  /** A reminder is pressing: ntfy rings it louder. */
  urgent: boolean;
}

export interface Webhook {
  url: string;
  format: WebhookFormat;
  /** ALERT_WEBHOOK_TOKEN, sent as a bearer token; never set for Slack's or Teams' own hosts. */
  token?: string;
}

/** The configured webhook, or undefined when there is none (or the URL is not an http(s) one). */
export function configuredWebhook(env: Env = process.env): Webhook | undefined {
  const raw = envText(env, "ALERT_WEBHOOK_URL");
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const chosen = WEBHOOK_FORMATS.find((format) => format === envText(env, "ALERT_WEBHOOK_FORMAT"));
  const ofHost = formatOfHost(url.hostname);
  // The token is for the owner's own server (ntfy's access tokens are bearer tokens; one
  // behind a proxy that asks for one). Slack's and Teams' incoming webhooks carry their
  // secret in the URL and need nothing more, so our token is never sent to their hosts:
  // left set after the URL moved from ntfy to Slack, it would hand a third party a
  // credential of ours for nothing. Decided by the host, not ALERT_WEBHOOK_FORMAT: a
  // Slack-compatible server of one's own (Mattermost) is the owner's and gets it.
  const token = ofHost === "ntfy" ? envText(env, "ALERT_WEBHOOK_TOKEN") : undefined;
  return { url: url.href, format: chosen ?? ofHost, ...(token ? { token } : {}) };
}

/** Slack's and Teams' own hosts; anything else is taken for ntfy (ntfy.sh or one's own server). */
function formatOfHost(host: string): WebhookFormat {
  if (host === "hooks.slack.com") return "slack";
  if (/(^|\.)(webhook\.office\.com|logic\.azure\.com|environment\.api\.powerplatform\.com)$/.test(host)) return "teams";
  return "ntfy";
}

/** Slack's mrkdwn treats these three as markup, in any text: our words are escaped too. */
const slackEscape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A visitor's words in Slack's text. With < and > escaped they open no link, mention or
 * channel ping (mrkdwn has no other link syntax). What is left, a zero-width space breaks,
 * unseen: a bare URL or domain that Slack would make a link of (after ":" before "/", after
 * a "." before a letter, so a dotted phone number stays whole) and a Markdown link, which a
 * Slack-compatible server (Mattermost, ALERT_WEBHOOK_FORMAT=slack) renders. mrkdwn has no
 * escape for * _ ~ `: a name may restyle itself there, never link.
 */
const slackVisitor = (value: string) => slackEscape(value).replace(/\](?=\()|:(?=\/)|\.(?=\p{L})/gu, "$&\u200b");

/** A visitor's words in a Teams card's TextBlock, which is Markdown: every markup character escaped. */
const teamsVisitor = (value: string) => value.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, "\\$&");

/** The line as a service shows it: our words through `ours`, the visitor's through `theirs`. */
const render = (text: AlertText, theirs: (value: string) => string, ours = (value: string) => value): string =>
  text.map((part) => (typeof part === "string" ? ours(part) : theirs(part.visitor))).join("");

/** Where to post and what: the request a service takes for this alert. */
export function webhookRequest(
  hook: Webhook,
  alert: PhoneAlert,
): { url: string; headers: Record<string, string>; body: unknown } {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    ...(hook.token ? { authorization: `Bearer ${hook.token}` } : {}),
  };
  if (hook.format === "slack") {
    const slack = (text: AlertText) => render(text, slackVisitor, slackEscape);
    const text = [
      `*${slack(alert.title)}*`,
      ...alert.lines.map(slack),
      // Our link and our label: the URL is ours, only mrkdwn's three are escaped in the label.
      `<${alert.link.url}|${slackEscape(alert.link.label)}>`,
    ].join("\n");
    return { url: hook.url, headers, body: { text } };
  }
  if (hook.format === "teams") {
    const teams = (text: AlertText) => render(text, teamsVisitor);
    const card = {
      $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
      type: "AdaptiveCard",
      version: "1.4",
      body: [
        { type: "TextBlock", text: teams(alert.title), weight: "Bolder", wrap: true },
        ...alert.lines.map((line) => ({ type: "TextBlock", text: teams(line), wrap: true, spacing: "Small" })),
      ],
      // An action's title and URL are plain text, not Markdown: ours, as they are.
      actions: [{ type: "Action.OpenUrl", title: alert.link.label, url: alert.link.url }],
    };
    return {
      url: hook.url,
      headers,
      body: {
        type: "message",
        attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", content: card }],
      },
    };
  }
  // ntfy: https://ntfy.sh/<topic> becomes a JSON publish to https://ntfy.sh/ naming the topic.
  // Plain text: without `markdown: true` ntfy renders no markup, so nothing is escaped (and
  // an escape would show). Sending that flag one day means escaping here as for Teams.
  const url = new URL(hook.url);
  const segments = url.pathname.split("/").filter(Boolean);
  const topic = segments.pop() ?? "";
  url.pathname = `/${segments.map((segment) => `${segment}/`).join("")}`;
  const plain = (text: AlertText) => render(text, (value) => value);
  const title = plain(alert.title);
  return {
    url: url.href,
    headers,
    body: {
      topic,
      title,
      message: alert.lines.map(plain).join("\n") || title,
      click: alert.link.url,
      priority: alert.urgent ? 5 : 4,
      tags: [alert.urgent ? "rotating_light" : "house"],
      actions: [{ action: "view", label: alert.link.label, url: alert.link.url }],
    },
  };
}

/** A refusal by the service; 408 and 429 and every 5xx are worth another try. */
class WebhookRefused extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`webhook answered ${status}`);
    this.name = "WebhookRefused";
    this.status = status;
  }
}

export async function postWebhook(hook: Webhook, alert: PhoneAlert): Promise<void> {
  const { url, headers, body } = webhookRequest(hook, alert);
  const response = await fetch(url, {
    method: "POST",
    // redirect: "error" below: the token never follows a redirect to another host.
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: "error",
  });
  // Read and dropped: the connection goes back to the pool.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new WebhookRefused(response.status);
}

/** As the outbox reads a failure: a 4xx other than 408/429 is for good (a removed webhook, a bad URL). */
export function webhookFailure(error: unknown): SendFailure {
  if (error instanceof WebhookRefused) {
    const retry = error.status === 408 || error.status === 429 || error.status >= 500;
    return { cause: `webhook:${error.status}`, smtpCode: null, permanent: !retry, serverWide: false };
  }
  // Unreachable, timed out: tried again later. Never "server-wide": that stops a run's
  // sending, and a webhook that is down must not hold up the e-mails queued behind it.
  return { cause: `webhook:${errorCause(error)}`, smtpCode: null, permanent: false, serverWide: false };
}
