/**
 * settings/availability and calendarSecrets/owner (src/schemas/availability.ts): admins
 * write the owner's hours for site visits and read them back; the secret iCal address is
 * written by admins and read by nobody through the rules (the functions use firebase-admin).
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp } from "firebase/firestore";
import { DEFAULT_AVAILABILITY } from "../../src/schemas/availability.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import {
  AVAILABILITY_DOC,
  CALENDAR_SECRETS_DOC,
  VISIT_HOLDS,
  VISIT_SEATS,
  VISITS,
  VISITS_FEED_DOC,
} from "../../src/schemas/collections.ts";

const check = useRulesEnv();

/** `undefined` in changes leaves the key out. */
const saveHours = (changes: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({ ...DEFAULT_AVAILABILITY, updatedAt: serverTimestamp(), ...changes }).filter(
      ([, value]) => value !== undefined,
    ),
  );
const withDay = (day: string, hours: unknown) => ({
  weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, [day]: hours },
});
const { sunday: _sunday, ...sixDays } = DEFAULT_AVAILABILITY.weeklyHours;

const availabilityCases: RuleCase[] = [
  ["save the default hours", {}, "allow"],
  [
    "save with Saturday closed and two days off",
    { ...withDay("saturday", null), daysOff: ["2026-12-24", "2026-12-25"] },
    "allow",
  ],
  ["save a day that ends before it starts", withDay("monday", { start: "17:00", end: "08:00" }), "deny"],
  ["save a time that is not HH:MM", withDay("monday", { start: "8:00", end: "17:00" }), "deny"],
  ["save a time off the quarter hour", withDay("monday", { start: "08:10", end: "17:00" }), "deny"],
  ["save a day's hours with a third key", withDay("monday", { start: "08:00", end: "17:00", lunch: "12:00" }), "deny"],
  ["save the week without Sunday", { weeklyHours: sixDays }, "deny"],
  ["save a visit of 50 minutes", { visitMinutes: 50 }, "deny"],
  ["save a visit of 8 h 15", { visitMinutes: 495 }, "deny"],
  ["save a buffer of 7.5 minutes", { bufferMinutes: 7.5 }, "deny"],
  ["save 1.5 hours of notice", { noticeHours: 1.5 }, "deny"],
  ["save a horizon of 91 days", { horizonDays: 91 }, "deny"],
  ["save no visits a day", { maxVisitsPerDay: 0 }, "deny"],
  ["save the same day off twice", { daysOff: ["2026-12-24", "2026-12-24"] }, "deny"],
  // Every entry is checked, not only the list's size: a stored non-date closed booking silently before.
  ["save a day off that is not a date", { daysOff: ["2026-12-24", "Christmas"] }, "deny"],
  ["save a day off of the 13th month", { daysOff: ["2026-13-01"] }, "deny"],
  ["save a day off that is a number", { daysOff: [20261224] }, "deny"],
  ["save a day off with a comma inside", { daysOff: ["2026-12-24,2026-12-25"] }, "deny"],
  ["save hours from before visits per person existed", { visitsPerPerson: undefined }, "allow"],
  ["save 3 visits per person (a property manager)", { visitsPerPerson: 3 }, "allow"],
  ["save no visits per person", { visitsPerPerson: 0 }, "deny"],
  ["save 21 visits per person", { visitsPerPerson: 21 }, "deny"],
  ["save 367 days off", { daysOff: Array.from({ length: 367 }, (_, index) => `day-${index}`) }, "deny"],
  ["save a time of the browser's choosing", { updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) }, "deny"],
  ["save a key the schema does not have", { note: "closed for the holidays" }, "deny"],
].map(([does, changes, outcome]) => ({
  who: "admin" as const,
  does: does as string,
  outcome: outcome as "allow" | "deny",
  run: (db) => setDoc(doc(db, AVAILABILITY_DOC), saveHours(changes as Record<string, unknown>)),
}));

const saveFeed = (feedUrl: unknown, extra: Record<string, unknown> = {}) => ({
  feedUrl,
  updatedAt: serverTimestamp(),
  ...extra,
});
const GOOGLE_FEED = "https://calendar.google.com/calendar/ical/owner%40example.com/private-0123456789abcdef/basic.ics";

const cases: RuleCase[] = [
  ...availabilityCases,
  { who: "admin", does: "read the hours", outcome: "allow", run: (db) => getDoc(doc(db, AVAILABILITY_DOC)) },
  { who: "alice", does: "read the hours", outcome: "deny", run: (db) => getDoc(doc(db, AVAILABILITY_DOC)) },
  { who: "anonymous", does: "read the hours", outcome: "deny", run: (db) => getDoc(doc(db, AVAILABILITY_DOC)) },
  {
    who: "alice",
    does: "save the default hours",
    outcome: "deny",
    run: (db) => setDoc(doc(db, AVAILABILITY_DOC), saveHours()),
  },
  {
    who: "fakeAdmin",
    does: "save the default hours with a claim that only looks like admin",
    outcome: "deny",
    run: (db) => setDoc(doc(db, AVAILABILITY_DOC), saveHours()),
  },
  { who: "admin", does: "delete the hours", outcome: "deny", run: (db) => deleteDoc(doc(db, AVAILABILITY_DOC)) },

  ...(
    [
      ["save Google's secret address", GOOGLE_FEED, "allow"],
      ["save Apple's webcal:// address", "webcal://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5", "allow"],
      ["remove the address (empty)", "", "allow"],
      ["save a script address", "javascript:alert(1)", "deny"],
      ["save an address with a space", "https://calendar.example.com/my calendar.ics", "deny"],
      ["save an address of 2,001 characters", `https://example.com/${"a".repeat(1981)}`, "deny"],
      ["save an address that is not text", 42, "deny"],
    ] as const
  ).map(([does, feedUrl, outcome]): RuleCase => ({
    who: "admin",
    does,
    outcome,
    run: (db) => setDoc(doc(db, CALENDAR_SECRETS_DOC), saveFeed(feedUrl)),
  })),
  {
    who: "admin",
    does: "save the address with another field",
    outcome: "deny",
    run: (db) => setDoc(doc(db, CALENDAR_SECRETS_DOC), saveFeed(GOOGLE_FEED, { note: "x" })),
  },
  {
    who: "admin",
    does: "save the address under another id",
    outcome: "deny",
    run: (db) => setDoc(doc(db, "calendarSecrets/other"), saveFeed(GOOGLE_FEED)),
  },
  {
    who: "admin",
    does: "read the secret address back",
    outcome: "deny",
    run: (db) => getDoc(doc(db, CALENDAR_SECRETS_DOC)),
  },
  {
    who: "alice",
    does: "save a secret address",
    outcome: "deny",
    run: (db) => setDoc(doc(db, CALENDAR_SECRETS_DOC), saveFeed(GOOGLE_FEED)),
  },
  {
    who: "anonymous",
    does: "read the secret address",
    outcome: "deny",
    run: (db) => getDoc(doc(db, CALENDAR_SECRETS_DOC)),
  },
  {
    who: "admin",
    does: "delete the secret address",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, CALENDAR_SECRETS_DOC)),
  },
];

const FEED_KEY = "k".repeat(43);
const visitsCases: RuleCase[] = [
  ...(
    [
      ["save a 43-character key", FEED_KEY, "allow"],
      ["save a 31-character key", "k".repeat(31), "deny"],
      ["save a key with a slash", `${"k".repeat(40)}/..`, "deny"],
      ["save a key that is not text", 42, "deny"],
    ] as const
  ).map(([does, key, outcome]): RuleCase => ({
    who: "admin",
    does: `visits feed: ${does}`,
    outcome,
    run: (db) => setDoc(doc(db, VISITS_FEED_DOC), { key, updatedAt: serverTimestamp() }),
  })),
  {
    who: "alice",
    does: "visits feed: save a key",
    outcome: "deny",
    run: (db) => setDoc(doc(db, VISITS_FEED_DOC), { key: FEED_KEY, updatedAt: serverTimestamp() }),
  },
  { who: "admin", does: "visits feed: read the key", outcome: "allow", run: (db) => getDoc(doc(db, VISITS_FEED_DOC)) },
  { who: "alice", does: "visits feed: read the key", outcome: "deny", run: (db) => getDoc(doc(db, VISITS_FEED_DOC)) },
  { who: "admin", does: "read a booked visit", outcome: "allow", run: (db) => getDoc(doc(db, VISITS, "some-visit")) },
  { who: "alice", does: "read a booked visit", outcome: "deny", run: (db) => getDoc(doc(db, VISITS, "some-visit")) },
  {
    who: "admin",
    does: "cancel a visit by writing it (only the function may: the e-mails follow)",
    outcome: "deny",
    run: (db) => setDoc(doc(db, VISITS, "some-visit"), { status: "cancelled" }),
  },
  {
    who: "admin",
    does: "read a visit's hold",
    outcome: "deny",
    run: (db) => getDoc(doc(db, VISIT_HOLDS, "2026-12-01T14:00:00.000Z")),
  },
  {
    who: "anonymous",
    does: "take a visit's seat",
    outcome: "deny",
    run: (db) => setDoc(doc(db, VISIT_SEATS, "2026-12-01-0"), { visitId: "x" }),
  },
];

describe("settings/visitsFeed, visits and their holds", () => {
  test.each(visitsCases)(CASE_NAME, check);
});

describe("settings/availability and calendarSecrets/owner", () => {
  test.each(cases)(CASE_NAME, check);
});
