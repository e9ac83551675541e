import { describe, expect, test } from "vitest";
import { formatAdminDate, formatCsvDate, NO_DATE } from "../../src/lib/format/date.ts";
import { toCsv } from "../../src/lib/admin/csv.ts";
import {
  CONTACT_TABLE,
  ESTIMATE_TABLE,
  isLongText,
  LONG_TEXT_CHARS,
  mailHref,
  telHref,
} from "../../src/lib/admin/tables.ts";
import { toContactFormRow, toEstimateRow } from "../../src/lib/firebase/decode.ts";
import { formatSquareFeet } from "../../src/lib/format/area.ts";
import { formatUsdRange } from "../../src/lib/format/money.ts";
import { optionLabel } from "../../src/lib/format/optionLabel.ts";
import type { ContactLead, EstimateLead } from "../../src/schemas/lead.ts";
import { ROOM_TYPES } from "../../src/config/site.ts";

// Local times: the owner sees dates in their own time zone, and so does this test.
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime();

describe("formatAdminDate (spec: 'MMM d, yyyy h:mm a')", () => {
  test.each([
    [at(2025, 0, 5, 14, 3), "Jan 5, 2025 2:03 PM"],
    [at(2024, 11, 31, 0, 0), "Dec 31, 2024 12:00 AM"],
    [at(2025, 6, 4, 12, 30), "Jul 4, 2025 12:30 PM"],
    [at(2025, 9, 15, 9, 7), "Oct 15, 2025 9:07 AM"],
    [null, NO_DATE],
    [Number.NaN, NO_DATE],
  ])("%s -> %s", (millis, expected) => {
    expect(formatAdminDate(millis)).toBe(expected);
  });
});

describe("formatCsvDate (sortable, 24-hour)", () => {
  test.each([
    [at(2025, 0, 5, 14, 3), "2025-01-05 14:03"],
    [at(2024, 11, 31, 0, 0), "2024-12-31 00:00"],
    [null, ""],
  ])("%s -> %j", (millis, expected) => {
    expect(formatCsvDate(millis)).toBe(expected);
  });
});

describe("rows from stored documents", () => {
  const stamp = { toMillis: () => at(2025, 0, 5, 14, 3) };

  test("a contact form", () => {
    expect(
      toContactFormRow("c1", {
        name: "Morgan",
        email: "m@example.com",
        phone: "(301) 555-0188",
        message: "Hi",
        timestamp: stamp,
      }),
    ).toEqual({
      id: "c1",
      name: "Morgan",
      email: "m@example.com",
      phone: "(301) 555-0188",
      message: "Hi",
      timestamp: at(2025, 0, 5, 14, 3),
      // Stored before the inbox: no status, no note; before the chat hand-off: no source.
      status: "new",
      note: "",
      origin: null,
      channel: "unknown",
      firstResponseAt: null,
      language: "en",
      source: "contact",
      transcript: [],
      // Never asked for a review.
      review: null,
    });
  });

  test("a chat hand-off keeps its well-formed turns and leaves out damaged ones", () => {
    const row = toContactFormRow("c2", {
      name: "Marcus",
      email: "",
      phone: "(240) 555-0117",
      message: "",
      source: "chat",
      transcript: [
        { role: "user", content: "Do you finish basements?" },
        { role: "system", content: "ignored" },
        { role: "assistant", content: 42 },
        "not a turn",
        { role: "assistant", content: "Yes, we do." },
      ],
    });
    expect(row).toMatchObject({ source: "chat", email: "", message: "" });
    expect(row.transcript).toEqual([
      { role: "user", content: "Do you finish basements?" },
      { role: "assistant", content: "Yes, we do." },
    ]);
    expect(toContactFormRow("c3", { source: "estimate", transcript: "text" })).toMatchObject({
      source: "contact",
      transcript: [],
    });
  });

  test("e-mails the outbox gave up on, as the outbox records them on the lead; anything else is left out", () => {
    const at = { toMillis: () => 0 };
    const stored = {
      alert: { reason: "gave_up", attempts: 30, smtpCode: null, at },
      ack: { reason: "refused", attempts: 1, smtpCode: 550, at },
    };
    const expected = [
      { kind: "alert", reason: "gave_up", attempts: 30, smtpCode: null },
      { kind: "ack", reason: "refused", attempts: 1, smtpCode: 550 },
    ];
    expect(toContactFormRow("c4", { mailFailures: stored }).mailFailures).toEqual(expected);
    expect(toEstimateRow("e5", { mailFailures: stored }).mailFailures).toEqual(expected);
    expect(
      toContactFormRow("c5", { mailFailures: { budget: stored.alert, ack: { reason: "lost" }, alert: "x" } }),
    ).not.toHaveProperty("mailFailures");
    expect(toContactFormRow("c6", { mailFailures: "broken" })).not.toHaveProperty("mailFailures");
  });

  test("an estimate, and a damaged one", () => {
    const row = toEstimateRow("e1", {
      projectType: "remodel",
      squareFootage: 180,
      roomType: "kitchen",
      timeline: "1-3months",
      scope: "New cabinets",
      ballparkLow: 25000,
      ballparkHigh: 40000,
      result: "About $30k",
      userId: "u1",
      email: "dana@example.com",
      timestamp: stamp,
    });
    expect(row).toMatchObject({ squareFootage: 180, ballparkLow: 25000, timestamp: at(2025, 0, 5, 14, 3) });
    expect(toEstimateRow("e2", { squareFootage: "big" })).toMatchObject({
      squareFootage: null,
      projectType: "",
      timestamp: null,
      status: "new",
    });
    expect(toEstimateRow("e3", { status: "won", note: "Signed" })).toMatchObject({ status: "won", note: "Signed" });
    expect(toEstimateRow("e4", { status: "spam", note: 7 })).toMatchObject({ status: "new", note: "" });
  });
});

describe("cell texts", () => {
  test.each([
    [25000, 40000, "$25,000 – $40,000"],
    [25000, 25000, "$25,000"],
    [null, 9000, "$9,000"],
    [null, null, ""],
  ])("ballpark %s–%s -> %j", (low, high, expected) => {
    expect(formatUsdRange(low, high)).toBe(expected);
  });

  test.each([
    [1250, "1,250 sq ft"],
    [null, ""],
  ])("square feet %s -> %j", (value, expected) => {
    expect(formatSquareFeet(value)).toBe(expected);
  });

  test("square feet are written as Intl writes them, without Intl for whole numbers", () => {
    const values = [0, 7, -42, 999, 1000, 12_345, 100_000, 1_234_567, 2 ** 40, 180.5, -0.25];
    for (let value = 1; value < 200_000; value += 997) values.push(value);
    for (const value of values) expect(formatSquareFeet(value)).toBe(`${value.toLocaleString("en-US")} sq ft`);
  });

  test.each([
    ["livingRoom", "Living Room"],
    ["attic", "attic"],
  ])("option %s -> %s", (value, expected) => {
    expect(optionLabel(ROOM_TYPES, value)).toBe(expected);
  });

  test.each([
    ["short", false],
    ["x".repeat(LONG_TEXT_CHARS), false],
    ["x".repeat(LONG_TEXT_CHARS + 1), true],
    ["a\nb\nc", false],
    ["a\nb\nc\nd", true],
  ])("isLongText(%j) -> %s", (value, expected) => {
    expect(isLongText(value)).toBe(expected);
  });
});

describe("table specs", () => {
  const contact: ContactLead = {
    id: "c1",
    name: "Morgan Reyes",
    email: "m@example.com",
    phone: "+1 301 555 0188",
    message: 'Basement, "800 sq ft"',
    timestamp: at(2025, 0, 5, 14, 3),
    status: "contacted",
    note: "Called back, visit Tuesday",
    origin: {
      landing: "/services/kitchen-remodeling",
      referrer: "",
      utm: { source: "google", medium: "cpc", campaign: "kitchens" },
      adClick: true,
      device: "phone",
      page: "/contact",
    },
    channel: "ads",
    firstResponseAt: at(2025, 0, 5, 14, 30),
    language: "en",
    source: "contact",
    transcript: [],
  };
  /** A chat hand-off that gave an e-mail only and no note. */
  const chat: ContactLead = {
    ...contact,
    id: "c2",
    name: "Aisha Rahman",
    email: "aisha@example.com",
    phone: "",
    message: "",
    status: "new",
    note: "",
    origin: null,
    channel: "unknown",
    firstResponseAt: null,
    language: "en",
    source: "chat",
    transcript: [
      { role: "user", content: "Do you install gutter guards?" },
      { role: "assistant", content: "We do. Shall we e-mail you options?" },
    ],
  };
  const estimate: EstimateLead = {
    id: "e1",
    projectType: "remodel",
    squareFootage: 180,
    roomType: "livingRoom",
    timeline: "1-3months",
    scope: "Open the wall",
    ballparkLow: 25000,
    ballparkHigh: 40000,
    result: "=risky",
    userId: "u1",
    email: "dana@example.com",
    timestamp: at(2025, 0, 5, 14, 3),
    status: "new",
    note: "",
    origin: null,
    channel: "unknown",
    firstResponseAt: null,
    language: "en",
    userName: "Dana Homeowner",
    userPhone: "(703) 555-0142",
  };

  test("the contact table shows the spec's fields with the formatted date", () => {
    expect(CONTACT_TABLE.columns.map((column) => column.display(contact))).toEqual([
      "Jan 5, 2025 2:03 PM",
      "Contact form",
      "Morgan Reyes",
      "m@example.com",
      "+1 301 555 0188",
      'Basement, "800 sq ft"',
      "Paid ads · google / cpc · kitchens · ad click",
      "English",
    ]);
    const cameFrom = CONTACT_TABLE.columns.find((column) => column.header === "Came from")!;
    expect(cameFrom.detail?.(contact)).toBe("landed on /services/kitchen-remodeling, sent from /contact, on a phone");
    expect(cameFrom.display(chat)).toBe("Unknown");
    expect(cameFrom.detail?.(chat)).toBe("");
  });

  test("the contact CSV has the source, the conversation and where the lead came from before the owner's columns", () => {
    expect(toCsv(CONTACT_TABLE.csv, [contact, chat])).toBe(
      '"Date","Name","Email","Phone","Message","Source","Conversation","Language","Channel","Referring site","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Ad click","Device","Landing page","Sent from","First answered","Status","Note"\r\n' +
        '"2025-01-05 14:03","Morgan Reyes","m@example.com","\'+1 301 555 0188","Basement, ""800 sq ft""","Contact form","","English","Paid ads","","google","cpc","kitchens","","","yes","phone","/services/kitchen-remodeling","/contact","2025-01-05 14:30","Contacted","Called back, visit Tuesday"\r\n' +
        '"2025-01-05 14:03","Aisha Rahman","aisha@example.com","","","Chat","Visitor: Do you install gutter guards?\nAssistant: We do. Shall we e-mail you options?","English","Unknown","","","","","","","","","","","","New",""\r\n',
    );
  });

  test("a lead sent from a Spanish page says so: its list line, its language cell, its export", () => {
    const spanish: ContactLead = { ...contact, language: "es" };
    expect(CONTACT_TABLE.kind?.(spanish)).toBe("Message · Prefers Spanish");
    expect(CONTACT_TABLE.kind?.(contact)).toBe("Message");
    expect(ESTIMATE_TABLE.kind?.({ ...estimate, language: "es" })).toBe("Estimate · Prefers Spanish");
    const language = CONTACT_TABLE.columns.find((column) => column.header === "Language")!;
    expect(language.display(spanish)).toBe("Spanish");
    expect(toCsv(CONTACT_TABLE.csv, [spanish])).toContain('"Spanish"');
  });

  test("a visit booked in the chat says so, in the list and the export; one booked on /book does not", () => {
    const source = CONTACT_TABLE.columns.find((column) => column.header === "Source")!;
    const fromBook: ContactLead = { ...contact, source: "booking" };
    const fromChat: ContactLead = { ...fromBook, transcript: chat.transcript };
    expect([fromBook, fromChat].map((row) => source.display(row))).toEqual([
      "Site visit",
      "Site visit, booked in the chat",
    ]);
    expect(toCsv(CONTACT_TABLE.csv, [fromChat])).toContain('"Site visit, booked in the chat"');
  });

  test("a chat lead's empty e-mail, phone and note get placeholders and no links; its transcript rides on the message", () => {
    const cells = Object.fromEntries(CONTACT_TABLE.columns.map((column) => [column.header, column]));
    expect(cells.Source.display(chat)).toBe("Chat");
    expect(cells.Phone.display(chat)).toBe("");
    expect(cells.Phone.missing).toBe("Not given");
    expect(cells.Phone.href?.(chat)).toBeNull();
    expect(cells.Email.href?.(chat)).toBe("mailto:aisha@example.com");
    expect(cells.Message.missing).toBe("No note");
    expect(cells.Message.transcript?.(chat)).toHaveLength(2);
    expect(cells.Message.transcript?.(contact)).toEqual([]);
  });

  test.each([
    ["jane@example.com", "mailto:jane@example.com"],
    ["  jane@example.com ", "mailto:jane@example.com"],
    ["", null],
    ["not an address", null],
  ])("mailHref(%j) -> %s", (email, expected) => {
    expect(mailHref(email)).toBe(expected);
  });

  test.each([
    ["(703) 555-0142", "tel:7035550142"],
    ["+1 301 555 0188", "tel:+13015550188"],
    ["", null],
    ["call me", null],
  ])("telHref(%j) -> %s", (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  test("the estimates table and CSV use the estimator's labels", () => {
    expect(ESTIMATE_TABLE.columns.map((column) => column.display(estimate))).toEqual([
      "Jan 5, 2025 2:03 PM",
      "dana@example.com",
      "Dana Homeowner",
      "(703) 555-0142",
      "Remodel · Living Room · 180 sq ft · 1–3 months",
      "$25,000 – $40,000",
      "Open the wall",
      "=risky",
      "Unknown",
    ]);
    const [header, record] = toCsv(ESTIMATE_TABLE.csv, [estimate]).split("\r\n");
    expect(header).toBe(
      '"Date","Email","User ID","Project type","Room","Square footage","Timeline","Ballpark low (USD)","Ballpark high (USD)","Scope","Estimate","Name","Phone","Channel","Referring site","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Ad click","Device","Landing page","Sent from","First answered","Status","Note"',
    );
    expect(record).toBe(
      '"2025-01-05 14:03","dana@example.com","u1","Remodel","Living Room",180,"1–3 months",25000,40000,"Open the wall","\'=risky","Dana Homeowner","(703) 555-0142","Unknown","","","","","","","","","","","","New",""',
    );
  });
});
