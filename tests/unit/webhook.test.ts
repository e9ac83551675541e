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
  title: ["New lead: ", { visitor: "Jane <@here>" }, " (contact form)"],
  lines: [["Call ", { visitor: "(703) 555-0100" }]],
  link: { label: "Open the lead", url: "https://www.example.com/admin#lead-abc" },
  urgent: false,
};

const SLACK = { url: "https://hooks.slack.com/services/x", format: "slack" } as const;
const TEAMS = { url: "https://x.webhook.office.com/y", format: "teams" } as const;
const NTFY = { url: "https://ntfy.sh/leads-42", format: "ntfy" } as const;

const slackText = (built: PhoneAlert) => (webhookRequest(SLACK, built).body as { text: string }).text;
type Card = { body: { text: string }[]; actions: { url: string }[] };
const teamsCard = (built: PhoneAlert) =>
  (webhookRequest(TEAMS, built).body as { attachments: { content: Card }[] }).attachments[0].content;
const teamsTexts = (built: PhoneAlert) => teamsCard(built).body.map((block) => block.text);

/** A zero-width space: what breaks a link, an address or a Markdown link in Slack's text unseen. */
const ZW = "\u200b";

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

  test.each([
    ["https://ntfy.sh/capital-crest-leads", "ntfy", "tk_secret"],
    ["https://push.example.com/leads", "ntfy", "tk_secret"],
    // A Slack-compatible server of one's own (Mattermost) is not Slack's host: it gets the token.
    ["https://chat.example.com/hooks/x", "slack", "tk_secret"],
    // Slack's and Teams' own hosts carry their secret in the URL: our token is not theirs.
    ["https://hooks.slack.com/services/T000/B000/XXXX", "slack", undefined],
    ["https://contoso.webhook.office.com/webhookb2/abc", "teams", undefined],
    ["https://prod-12.westus.logic.azure.com/workflows/abc/triggers/manual/paths/invoke", "teams", undefined],
  ])("ALERT_WEBHOOK_TOKEN: %s (%s) gets %s", (url, format, token) => {
    const env = { ALERT_WEBHOOK_URL: url, ALERT_WEBHOOK_TOKEN: " tk_secret ", ALERT_WEBHOOK_FORMAT: format };
    const hook = configuredWebhook(env);
    expect(hook).toEqual({ url, format, token });
    expect(webhookRequest(hook!, alert).headers.authorization).toBe(token && `Bearer ${token}`);
  });

  test("ALERT_WEBHOOK_TOKEN unset or blank: no token, no Authorization header", () => {
    for (const token of [undefined, "", "   "]) {
      const hook = configuredWebhook({ ALERT_WEBHOOK_URL: "https://ntfy.sh/leads", ALERT_WEBHOOK_TOKEN: token });
      expect(hook).toEqual({ url: "https://ntfy.sh/leads", format: "ntfy" });
      expect(webhookRequest(hook!, alert).headers).toEqual({ "content-type": "application/json" });
    }
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
      body: [{ text: "New lead: Jane \\<@here\\> (contact form)" }, { text: "Call \\(703\\) 555\\-0100" }],
      actions: [{ type: "Action.OpenUrl", url: alert.link.url }],
    });
  });

  test("ntfy: a JSON publish to the server's root naming the topic, louder for a reminder", () => {
    const plain = webhookRequest({ url: "https://ntfy.sh/leads-42", format: "ntfy" }, alert);
    expect(plain.url).toBe("https://ntfy.sh/");
    expect(plain.body).toMatchObject({
      topic: "leads-42",
      title: "New lead: Jane <@here> (contact form)",
      message: "Call (703) 555-0100",
      click: alert.link.url,
      priority: 4,
    });
    const urgent = webhookRequest(
      { url: "https://push.example.com/ntfy/leads", format: "ntfy" },
      { ...alert, urgent: true },
    );
    expect(urgent.url).toBe("https://push.example.com/ntfy/");
    expect(urgent.body).toMatchObject({ topic: "leads", priority: 5 });
  });
});

describe("a visitor's words in the owner's alert", () => {
  const lead = (name: string, phone = "(703) 555-0100") =>
    buildPhoneAlert({ leadId: "abc", source: "contact", lead: { name, phone } });

  // [the visitor's name, the Slack title, the Teams title]: no link, no mention, no markup of
  // theirs. Slack's mrkdwn has no escape for * _ ~ `: there they may restyle a name, never link it.
  test.each([
    [
      "[Call now](https://evil.example)",
      `*New lead: [Call now]${ZW}(https:${ZW}//evil.${ZW}example) (contact form)*`,
      "New lead: \\[Call now\\]\\(https://evil\\.example\\) (contact form)",
    ],
    [
      "<https://evil.example|Call now>",
      `*New lead: &lt;https:${ZW}//evil.${ZW}example|Call now&gt; (contact form)*`,
      "New lead: \\<https://evil\\.example\\|Call now\\> (contact form)",
    ],
    [
      "<!channel> <@U123> Tom & Jerry",
      "*New lead: &lt;!channel&gt; &lt;@U123&gt; Tom &amp; Jerry (contact form)*",
      "New lead: \\<\\!channel\\> \\<@U123\\> Tom & Jerry (contact form)",
    ],
    [
      "www.evil.example ![x](https://evil.example/a.png)",
      `*New lead: www.${ZW}evil.${ZW}example ![x]${ZW}(https:${ZW}//evil.${ZW}example/a.${ZW}png) (contact form)*`,
      "New lead: www\\.evil\\.example \\!\\[x\\]\\(https://evil\\.example/a\\.png\\) (contact form)",
    ],
    [
      "*URGENT* _wire_ `money` # {x} + - | C:\\dir",
      "*New lead: *URGENT* _wire_ `money` # {x} + - | C:\\dir (contact form)*",
      "New lead: \\*URGENT\\* \\_wire\\_ \\`money\\` \\# \\{x\\} \\+ \\- \\| C:\\\\dir (contact form)",
    ],
  ])("name %j", (name, slackTitle, teamsTitle) => {
    const built = lead(name);
    expect(slackText(built).split("\n")[0]).toBe(slackTitle);
    expect(teamsTexts(built)[0]).toBe(teamsTitle);
    // ntfy gets plain text (no markdown flag): the name as typed, which shows as typed.
    const ntfy = webhookRequest(NTFY, built).body as Record<string, unknown>;
    expect(ntfy.title).toBe(`New lead: ${name} (contact form)`);
    expect(ntfy).not.toHaveProperty("markdown");
  });

  test("the phone number is the visitor's too; a reminder's title as well", () => {
    const built = buildPhoneAlert({
      leadId: "abc",
      source: "chat",
      lead: { name: "_Jo_", phone: "[tap](https://ev.il)" },
      minutes: 15,
    });
    expect(slackText(built).split("\n").slice(0, 3)).toEqual([
      "*Still New after 15 min: _Jo_*",
      "chat call-back",
      `Call [tap]${ZW}(https:${ZW}//ev.${ZW}il)`,
    ]);
    expect(teamsTexts(built)).toEqual([
      "Still New after 15 min: \\_Jo\\_",
      "chat call-back",
      "Call \\[tap\\]\\(https://ev\\.il\\)",
    ]);
  });

  test("a lead sent from a Spanish page says so on the phone, under the title", () => {
    const built = buildPhoneAlert({
      leadId: "abc",
      source: "contact",
      lead: { name: "Ana", phone: "", language: "es" },
    });
    expect(built.lines).toEqual([["Prefers Spanish"]]);
    expect(buildPhoneAlert({ leadId: "abc", source: "contact", lead: { name: "Ann", language: "en" } }).lines).toEqual(
      [],
    );
  });

  test("our own words and our link to /admin are never escaped", () => {
    const built = lead("[x](https://evil.example)");
    const url = built.link.url;
    expect(url).toMatch(/^https?:\/\/[^\s]+\/admin\/lead\?id=abc$/);
    expect(slackText(built).split("\n").at(-1)).toBe(`<${url}|Open the lead>`);
    expect(teamsCard(built).actions[0].url).toBe(url);
    expect(teamsTexts(built)[0]).toMatch(/^New lead: .* \(contact form\)$/);
    expect(webhookRequest(NTFY, built).body).toMatchObject({ click: url, actions: [{ url }] });
  });
});

describe("postWebhook", () => {
  test("sends ALERT_WEBHOOK_TOKEN as a bearer token to the host it was set for", async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      req.resume();
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const url = `http://127.0.0.1:${port}/leads`;
      await postWebhook(configuredWebhook({ ALERT_WEBHOOK_URL: url, ALERT_WEBHOOK_TOKEN: "tk_secret" })!, alert);
      await postWebhook(configuredWebhook({ ALERT_WEBHOOK_URL: url })!, alert);
    } finally {
      server.close();
    }
    expect(seen).toEqual(["Bearer tk_secret", undefined]);
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
      title: ["New lead: ", { visitor: "Jane Smith" }, " (contact form)"],
      lines: [["Call ", { visitor: "(703) 555-0100" }]],
      urgent: false,
    });
    expect(built.link.url).toMatch(/\/admin\/lead\?id=abc$/);
    expect(JSON.stringify(built)).not.toContain("private");
  });

  test("a reminder says how long it has waited, and is urgent", () => {
    expect(buildPhoneAlert({ leadId: "abc", source: "chat", lead, minutes: 15 })).toMatchObject({
      title: ["Still New after 15 min: ", { visitor: "Jane Smith" }],
      lines: [["chat call-back"], ["Call ", { visitor: "(703) 555-0100" }]],
      urgent: true,
    });
  });
});
