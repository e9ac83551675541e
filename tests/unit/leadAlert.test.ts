import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { describe, expect, test } from "vitest";
import { SITE } from "../../src/config/site.ts";
import { ACK_MAIL_TEXT } from "../../src/config/text/en/ackMail.ts";
import { ACK_MAIL_TEXT as ES_ACK_MAIL_TEXT } from "../../src/config/text/es/ackMail.ts";
import {
  alertFrom,
  buildLeadAck,
  buildLeadAlert,
  buildLeadReminder,
  escapeHtml,
  leadAdminUrl,
  leadDetails,
  transcriptLines,
} from "../../src/server/mail/leadAlert.ts";

const contact = { name: "Jane Smith", email: "jane@example.org", phone: "(703) 555-0100", message: "A deck,\nplease." };

describe("buildLeadAlert", () => {
  test("subject says who and what, for each source", () => {
    expect(buildLeadAlert({ leadId: "a", source: "contact", lead: contact }, {}).subject).toBe(
      "New contact message from Jane Smith",
    );
    expect(buildLeadAlert({ leadId: "a", source: "chat", lead: contact }, {}).subject).toBe(
      "Chat hand-off from Jane Smith",
    );
    expect(buildLeadAlert({ leadId: "a", source: "estimate", lead: { email: "e@x.org" } }, {}).subject).toBe(
      "New estimate request from e@x.org",
    );
    expect(buildLeadAlert({ leadId: "a", source: "chat", lead: {} }, {}).subject).toBe("Chat hand-off from a visitor");
  });

  test("a name cannot add header lines or flood the subject", () => {
    const { subject } = buildLeadAlert(
      { leadId: "a", source: "contact", lead: { name: `Eve\r\nBcc: x@y.z ${"a".repeat(200)}` } },
      {},
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual("New contact message from ".length + 80);
  });

  test("addresses: LEAD_ALERT_TO / LEAD_ALERT_FROM, else the company's; reply-to the visitor", () => {
    const mail = buildLeadAlert({ leadId: "a", source: "contact", lead: contact }, {});
    expect(mail.to).toBe(SITE.email);
    expect(mail.from).toBe(`${SITE.name} website <no-reply@${new URL(SITE.url).hostname}>`);
    expect(mail.replyTo).toBe("jane@example.org");
    const configured = buildLeadAlert(
      { leadId: "a", source: "contact", lead: contact },
      { LEAD_ALERT_TO: "owner@co.test", LEAD_ALERT_FROM: "Site <site@co.test>" },
    );
    expect(configured).toMatchObject({ to: "owner@co.test", from: "Site <site@co.test>" });
    expect(alertFrom({ LEAD_ALERT_FROM: "  " })).toBe(alertFrom({}));
  });

  test("no reply-to when the visitor left no usable address", () => {
    expect(
      buildLeadAlert({ leadId: "a", source: "chat", lead: { name: "P", phone: "555" } }, {}).replyTo,
    ).toBeUndefined();
    expect(
      buildLeadAlert({ leadId: "a", source: "chat", lead: { email: "a@b.c, evil@x.org" } }, {}).replyTo,
    ).toBeUndefined();
  });

  test("body: the details, then the link to the lead in /admin", () => {
    const mail = buildLeadAlert({ leadId: "abc123", source: "contact", lead: contact }, {});
    expect(leadAdminUrl("abc123")).toBe(`${SITE.url}/admin/lead?id=abc123`);
    expect(mail.text).toContain(
      "Name: Jane Smith\nEmail: jane@example.org\nPhone: (703) 555-0100\nMessage: A deck,\nplease.",
    );
    expect(mail.text).toContain(`Open it in the dashboard: ${SITE.url}/admin/lead?id=abc123`);
    expect(mail.html).toContain("A deck,<br>please.");
    expect(mail.html).toContain(`<a href="${SITE.url}/admin/lead?id=abc123">`);
  });

  test("every value is escaped in the HTML part", () => {
    const lead = { name: "<script>x</script>", message: `"quoted" & 'single' <img src=x onerror=alert(1)>` };
    const { html } = buildLeadAlert({ leadId: "a", source: "contact", lead }, {});
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&#60;script&#62;x&#60;/script&#62;");
    expect(escapeHtml(`<>&"'`)).toBe("&#60;&#62;&#38;&#34;&#39;");
  });

  test("an estimate shows option labels, the ballpark and the model's text", () => {
    const rows = leadDetails({
      projectType: "remodel",
      roomType: "livingRoom",
      squareFootage: 250,
      timeline: "1-3months",
      scope: "Open plan",
      ballparkLow: 20000,
      ballparkHigh: 45000,
      result: "1. Estimated cost range",
      userId: "hidden",
    });
    expect(rows).toEqual([
      ["Project type", "Remodel"],
      ["Room", "Living Room"],
      ["Square footage", "250"],
      ["Timeline", "1–3 months"],
      ["Scope", "Open plan"],
      ["Ballpark", "$20,000 – $45,000"],
      ["Estimate as the visitor saw it", "1. Estimated cost range"],
    ]);
  });

  test("a chat hand-off carries the conversation", () => {
    const lead = {
      name: "Sam",
      transcript: [
        { role: "user", content: "Can someone call me?" },
        { role: "assistant", content: "Of course." },
        "junk",
      ],
    };
    expect(transcriptLines(lead)).toEqual(["Visitor: Can someone call me?", "Assistant: Of course."]);
    expect(buildLeadAlert({ leadId: "a", source: "chat", lead }, {}).text).toContain(
      "Conversation:\nVisitor: Can someone call me?\nAssistant: Of course.",
    );
  });
});

describe("the visitor's language", () => {
  const spanish = { ...contact, language: "es" };

  test("the owner's alert and reminder say it when it is not English, under the first line", () => {
    const alert = buildLeadAlert({ leadId: "a", source: "contact", lead: spanish }, {});
    expect(alert.text.split("\n").slice(0, 2)).toEqual([
      "A visitor sent a message through the contact form.",
      "Prefers Spanish",
    ]);
    expect(alert.html).toContain("<strong>Prefers Spanish</strong>");
    expect(buildLeadReminder({ leadId: "a", source: "contact", lead: spanish }, 15, "", {}).text).toContain(
      "Prefers Spanish",
    );
    expect(buildLeadAlert({ leadId: "a", source: "contact", lead: contact }, {}).text).not.toContain("Prefers");
  });

  test("the instant reply is in Spanish, with the office hours in Spanish and nothing the visitor typed", () => {
    const ack = buildLeadAck({ leadId: "a", source: "contact", lead: spanish }, {})!;
    expect(ack.subject).toBe(ES_ACK_MAIL_TEXT.subject);
    for (const said of [ES_ACK_MAIL_TEXT.greeting, ES_ACK_MAIL_TEXT.next.contact, ES_ACK_MAIL_TEXT.hours])
      expect(ack.text).toContain(said);
    expect(ack.text).toContain("lun–vie");
    expect(ack.text).not.toContain(ACK_MAIL_TEXT.body);
    for (const typed of [contact.name, contact.phone, "A deck"]) expect(ack.text).not.toContain(typed);
  });

  test("an unknown language is English: a lead stored before leads kept theirs, or a hand-edited one", () => {
    const ack = buildLeadAck({ leadId: "a", source: "chat", lead: { ...contact, language: "fr" } }, {})!;
    expect(ack.subject).toBe(ACK_MAIL_TEXT.subject);
  });
});

describe("buildLeadAck", () => {
  test("to the visitor, reply-to the company, in the company's words only: nothing the visitor typed", () => {
    const ack = buildLeadAck({ leadId: "a", source: "contact", lead: contact }, {})!;
    expect(ack).toMatchObject({ to: "jane@example.org", replyTo: SITE.email });
    expect(ack.text).toMatch(/^Hello,/);
    expect(ack.text).toContain(SITE.phone);
    const whole = [ack.subject, ack.text, ack.html].join("\n");
    for (const typed of [contact.name, contact.phone, "A deck"]) expect(whole).not.toContain(typed);
  });

  test("none without a usable address", () => {
    expect(buildLeadAck({ leadId: "a", source: "chat", lead: { phone: "555" } }, {})).toBeUndefined();
  });

  test("says what happens next for its kind of lead, the office hours and the phone number", () => {
    for (const source of ["contact", "chat", "estimate"] as const) {
      const ack = buildLeadAck({ leadId: "a", source, lead: contact }, {})!;
      expect(ack.text).toContain(ACK_MAIL_TEXT.next[source]);
      expect(ack.text).toContain(SITE.hours);
      expect(ack.text).toContain(SITE.phone);
    }
  });

  test("an estimate's reply lists the figures chosen and the ballpark, never the scope typed or the AI's text", () => {
    const lead = {
      email: "e@example.org",
      projectType: "remodel",
      roomType: "kitchen",
      squareFootage: 180,
      timeline: "1-3months",
      ballparkLow: 25000,
      ballparkHigh: 40000,
      scope: "Tear out the wall <b>now</b>",
      result: "Your kitchen will cost about $30,000",
    };
    const ack = buildLeadAck({ leadId: "a", source: "estimate", lead }, {})!;
    expect(ack.text).toContain(`${ACK_MAIL_TEXT.estimateTitle}:`);
    // Where the written proposal will be followed: /account, never a link to it.
    expect(ack.text).toContain(PROPOSAL_TEXT.mail.whereToFollow);
    expect(buildLeadAck({ leadId: "a", source: "contact", lead: contact }, {})!.text).not.toContain(
      PROPOSAL_TEXT.mail.whereToFollow,
    );
    expect(ack.text).toMatch(/Square footage: 180/);
    expect(ack.text).toMatch(/Ballpark: \$25,000\s*[–-]\s*\$40,000/);
    const whole = [ack.subject, ack.text, ack.html].join("\n");
    for (const typed of ["Tear out", "now", "will cost"]) expect(whole).not.toContain(typed);
  });
});

describe("buildLeadReminder", () => {
  const input = { leadId: "lead/1", source: "contact" as const, lead: contact };

  test("to the owner and the second address, naming who and how long, with the lead's link", () => {
    const mail = buildLeadReminder(input, 15, "office@example.com", { LEAD_ALERT_TO: "owner@example.com" });
    expect(mail.to).toBe("owner@example.com, office@example.com");
    expect(mail.subject).toBe("Still waiting for an answer: Jane Smith (15 min)");
    expect(mail.replyTo).toBe("jane@example.org");
    expect(mail.text).toContain(leadAdminUrl("lead/1"));
    expect(mail.text).toContain("(703) 555-0100");
  });

  test("no second address, or one that is not an address: the owner alone", () => {
    expect(buildLeadReminder(input, 5, "", { LEAD_ALERT_TO: "owner@example.com" }).to).toBe("owner@example.com");
    expect(buildLeadReminder(input, 5, "x@y, z@w.org", { LEAD_ALERT_TO: "owner@example.com" }).to).toBe(
      "owner@example.com",
    );
  });
});
