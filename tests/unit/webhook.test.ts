/**
 * The owner's phone alerts (src/server/alerts): which shape each service takes, and how a
 * refusal reads for the outbox.
 */
import { createServer } from "node:http";
import { describe, expect, test } from "vitest";
import { buildPhoneAlert } from "../../src/server/alerts/phoneAlert.ts";
import {
  configuredWebhook,
  postWebhook,
  webhookFailure,
  webhookRequest,
  type PhoneAlert,
} from "../../src/server/alerts/webhook.ts";

const alert: PhoneAlert = {
  title: "New lead: Jane <@here> (contact form)",
  lines: ["Call (703) 555-0100"],
  link: { label: "Open the lead", url: "https://www.example.com/admin#lead-abc" },
  urgent: false,
};

describe("configuredWebhook", () => {
  test.each([
    ["https://hooks.slack.com/services/T000/B000/XXXX", "slack"],
    ["https://contoso.webhook.office.com/webhookb2/abc", "teams"],
    ["https://prod-12.westus.logic.azure.com/workflows/abc/triggers/manual/paths/invoke", "teams"],
    ["https://ntfy.sh/capital-crest-leads", "ntfy"],
    ["https://push.example.com/leads", "ntfy"],
  ])("%s is %s", (url, format) => {
    expect(configuredWebhook({ ALERT_WEBHOOK_URL: url })).toEqual({ url, format });
  });

  test("ALERT_WEBHOOK_FORMAT chooses for a host of one's own; nothing, or not http(s), is no webhook", () => {
    expect(
      configuredWebhook({ ALERT_WEBHOOK_URL: "https://chat.example.com/hooks/x", ALERT_WEBHOOK_FORMAT: "slack" }),
    ).toEqual({ url: "https://chat.example.com/hooks/x", format: "slack" });
    expect(configuredWebhook({})).toBeUndefined();
    expect(configuredWebhook({ ALERT_WEBHOOK_URL: "javascript:alert(1)" })).toBeUndefined();
    expect(configuredWebhook({ ALERT_WEBHOOK_URL: "not a url" })).toBeUndefined();
  });
});

describe("webhookRequest", () => {
  test("Slack: one mrkdwn text with the link, a name's markup escaped", () => {
    const { url, body } = webhookRequest({ url: "https://hooks.slack.com/services/x", format: "slack" }, alert);
    expect(url).toBe("https://hooks.slack.com/services/x");
    expect(body).toEqual({
      text: "*New lead: Jane &lt;@here&gt; (contact form)*\nCall (703) 555-0100\n<https://www.example.com/admin#lead-abc|Open the lead>",
    });
  });

  test("Teams: a message with an Adaptive Card and an Open URL action", () => {
    const { body } = webhookRequest({ url: "https://x.webhook.office.com/y", format: "teams" }, alert);
    const [attachment] = (body as { attachments: { contentType: string; content: Record<string, unknown> }[] })
      .attachments;
    expect(body).toMatchObject({ type: "message" });
    expect(attachment.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(attachment.content).toMatchObject({
      type: "AdaptiveCard",
      body: [{ text: alert.title }, { text: "Call (703) 555-0100" }],
      actions: [{ type: "Action.OpenUrl", url: alert.link.url }],
    });
  });

  test("ntfy: a JSON publish to the server's root naming the topic, louder for a reminder", () => {
    const plain = webhookRequest({ url: "https://ntfy.sh/leads-42", format: "ntfy" }, alert);
    expect(plain.url).toBe("https://ntfy.sh/");
    expect(plain.body).toMatchObject({ topic: "leads-42", title: alert.title, click: alert.link.url, priority: 4 });
    const urgent = webhookRequest(
      { url: "https://push.example.com/ntfy/leads", format: "ntfy" },
      { ...alert, urgent: true },
    );
    expect(urgent.url).toBe("https://push.example.com/ntfy/");
    expect(urgent.body).toMatchObject({ topic: "leads", priority: 5 });
  });
});

describe("webhookFailure", () => {
  test("a 404 is for good; a 429 or a 503 is tried again; none stops a run's e-mails", async () => {
    const refused = async (status: number) => {
      const server = createServer((_, res) => res.writeHead(status).end());
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as { port: number };
      try {
        await postWebhook({ url: `http://127.0.0.1:${port}/hook`, format: "slack" }, alert);
        return undefined;
      } catch (error) {
        return webhookFailure(error);
      } finally {
        server.close();
      }
    };
    expect(await refused(200)).toBeUndefined();
    expect(await refused(404)).toMatchObject({ cause: "webhook:404", permanent: true, serverWide: false });
    expect(await refused(429)).toMatchObject({ permanent: false, serverWide: false });
    expect(await refused(503)).toMatchObject({ cause: "webhook:503", permanent: false, serverWide: false });
  });
});

describe("buildPhoneAlert", () => {
  const lead = { name: "Jane Smith", phone: "(703) 555-0100", message: "My private message" };

  test("a new lead: who and what, the number to call, the lead's link; never the message", () => {
    const built = buildPhoneAlert({ leadId: "abc", source: "contact", lead });
    expect(built).toMatchObject({
      title: "New lead: Jane Smith (contact form)",
      lines: ["Call (703) 555-0100"],
      urgent: false,
    });
    expect(built.link.url).toMatch(/\/admin#lead-abc$/);
    expect(JSON.stringify(built)).not.toContain("private");
  });

  test("a reminder says how long it has waited, and is urgent", () => {
    expect(buildPhoneAlert({ leadId: "abc", source: "chat", lead, minutes: 15 })).toMatchObject({
      title: "Still New after 15 min: Jane Smith",
      lines: ["chat call-back", "Call (703) 555-0100"],
      urgent: true,
    });
  });
});
