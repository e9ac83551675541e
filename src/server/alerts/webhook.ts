/**
 * The owner's second alert channel (issue 20): each lead alert and reminder posted as JSON
 * to ALERT_WEBHOOK_URL, in the shape its service takes. Slack's incoming webhooks take
 * `{ text }` (mrkdwn links); a Microsoft Teams workflow ("When a Teams webhook request is
 * received") takes a message with an Adaptive Card; ntfy takes a JSON publish posted to
 * the server's root with the topic in the body. The format follows the URL's host, or
 * ALERT_WEBHOOK_FORMAT when set (a self-hosted ntfy, a Slack-compatible Mattermost). Sent
 * through the outbox like the e-mails: the failures here are classified the way
 * transport.ts classifies SMTP's, so retries and giving up work alike.
 */
import { envText, type Env } from "../env.ts";
import { errorCause } from "../log.ts";
import type { SendFailure } from "../mail/transport.ts";

const WEBHOOK_FORMATS = ["slack", "teams", "ntfy"] as const;
type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Well inside the scheduled run's 20 s budget, and the waitUntil send after an answer. */
const WEBHOOK_TIMEOUT_MS = 8_000;

/** What an alert says, whatever the service. */
export interface PhoneAlert {
  title: string;
  /** Short lines under the title: what kind of lead, a number to call. */
  lines: string[];
  /** Opens the lead in /admin. */
  link: { label: string; url: string };
  /** A reminder is pressing: ntfy rings it louder. */
  urgent: boolean;
}

export interface Webhook {
  url: string;
  format: WebhookFormat;
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
  return { url: url.href, format: chosen ?? formatOfHost(url.hostname) };
}

/** Slack's and Teams' own hosts; anything else is taken for ntfy (ntfy.sh or one's own server). */
function formatOfHost(host: string): WebhookFormat {
  if (host === "hooks.slack.com") return "slack";
  if (/(^|\.)(webhook\.office\.com|logic\.azure\.com|environment\.api\.powerplatform\.com)$/.test(host)) return "teams";
  return "ntfy";
}

/** Slack's mrkdwn treats these three as markup; a name must not open a link or a mention. */
const slackEscape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Where to post and what: the request a service takes for this alert. */
export function webhookRequest(hook: Webhook, alert: PhoneAlert): { url: string; body: unknown } {
  if (hook.format === "slack") {
    const text = [
      `*${slackEscape(alert.title)}*`,
      ...alert.lines.map(slackEscape),
      `<${alert.link.url}|${slackEscape(alert.link.label)}>`,
    ].join("\n");
    return { url: hook.url, body: { text } };
  }
  if (hook.format === "teams") {
    const card = {
      $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
      type: "AdaptiveCard",
      version: "1.4",
      body: [
        { type: "TextBlock", text: alert.title, weight: "Bolder", wrap: true },
        ...alert.lines.map((line) => ({ type: "TextBlock", text: line, wrap: true, spacing: "Small" })),
      ],
      actions: [{ type: "Action.OpenUrl", title: alert.link.label, url: alert.link.url }],
    };
    return {
      url: hook.url,
      body: {
        type: "message",
        attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", content: card }],
      },
    };
  }
  // ntfy: https://ntfy.sh/<topic> becomes a JSON publish to https://ntfy.sh/ naming the topic.
  const url = new URL(hook.url);
  const segments = url.pathname.split("/").filter(Boolean);
  const topic = segments.pop() ?? "";
  url.pathname = `/${segments.map((segment) => `${segment}/`).join("")}`;
  return {
    url: url.href,
    body: {
      topic,
      title: alert.title,
      message: alert.lines.join("\n") || alert.title,
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
  const { url, body } = webhookRequest(hook, alert);
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
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
