import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import * as z from "zod/mini";
import { PROJECT_TYPES, ROOM_TYPES } from "../../src/config/site.ts";
import { DEFAULT_PRICING_RATES } from "../../src/lib/pricing/pricingData.ts";
import {
  PRICING_LIMITS,
  pricingGuideDocument,
  pricingHistoryDocument,
  pricingRatesSchema,
  type PricingChange,
  type PricingRates,
} from "../../src/schemas/pricing.ts";
import { readFileSync } from "node:fs";
import { RULES_EMULATOR, RULES_FILE } from "./support/emulator.ts";
import { CALLERS, CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { PRICING_HISTORY, PRICING_RATES } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const ADMIN = CALLERS.admin;
const row = (db: Firestore, projectType: string) => doc(db, PRICING_RATES, projectType);
const entry = (db: Firestore, id: string) => doc(db, PRICING_HISTORY, id);
const CHANGE: PricingChange = { projectType: "renovation", roomType: "kitchen", field: "low", from: 125, to: 130 };

/** The seeded guide with one cell replaced (anything, to try invalid shapes). */
function ratesWith(cell: Record<string, unknown>, project = "renovation", room = "kitchen"): PricingRates {
  const rates = structuredClone(DEFAULT_PRICING_RATES) as unknown as Record<string, Record<string, unknown>>;
  rates[project][room] = cell;
  return rates as unknown as PricingRates;
}

const kitchen = DEFAULT_PRICING_RATES.renovation.kitchen;
const CHANGED = ratesWith({ ...kitchen, low: 130 });

interface Save {
  rates?: unknown;
  extra?: Record<string, unknown>;
  updatedAt?: unknown;
  changes?: unknown;
  entryOverrides?: Record<string, unknown>;
  changeId?: string;
  /** The project types whose documents the batch writes (the editor writes all four). */
  rows?: readonly string[];
  withEntry?: boolean;
}

/**
 * The editor's save (the documents from the same builders as src/lib/firebase/pricingGuide.ts):
 * every project type's document naming a new history entry, and that entry, in one batch.
 */
const save =
  ({
    rates = CHANGED,
    extra = {},
    updatedAt,
    changes = [CHANGE],
    entryOverrides = {},
    changeId,
    rows = PROJECT_TYPES.map((option) => option.value),
    withEntry = true,
  }: Save = {}) =>
  (db: Firestore) => {
    const id = changeId ?? doc(collection(db, PRICING_HISTORY)).id;
    const batch = writeBatch(db);
    for (const projectType of rows)
      batch.set(row(db, projectType), {
        ...pricingGuideDocument(
          (rates as Record<string, PricingRates[keyof PricingRates]>)[projectType],
          id,
          updatedAt ?? serverTimestamp(),
        ),
        ...extra,
      });
    if (withEntry)
      batch.set(entry(db, id), {
        ...pricingHistoryDocument(
          { uid: ADMIN.uid, email: ADMIN.token.email },
          changes as PricingChange[],
          serverTimestamp(),
        ),
        ...entryOverrides,
      });
    return batch.commit();
  };

/** Firestore REST values for the fixtures below (strings, whole numbers, maps, arrays). */
function rest(value: unknown): object {
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "number") return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(rest) } };
  if (value && typeof value === "object")
    return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rest(v)])) } };
  throw new Error(`no REST encoding for ${String(value)}`);
}

/** The seeded guide and one earlier history entry, written past the rules (the seed uses firebase-admin). */
beforeEach(async () => {
  const { host, port, projectId } = RULES_EMULATOR;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const docs: Record<string, unknown> = {
    ...Object.fromEntries(
      Object.entries(DEFAULT_PRICING_RATES).map(([projectType, rooms]) => [
        `${PRICING_RATES}/${projectType}`,
        { rooms },
      ]),
    ),
    [`${PRICING_HISTORY}/earlier`]: { uid: ADMIN.uid, email: ADMIN.token.email, changes: [CHANGE] },
  };
  const res = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({
      writes: Object.entries(docs).map(([path, data]) => ({
        update: { name: `${root}/${path}`, fields: (rest(data) as { mapValue: { fields: object } }).mapValue.fields },
      })),
    }),
  });
  if (!res.ok) throw new Error(`seeding the pricing guide failed: ${res.status} ${await res.text()}`);
});

const cases: RuleCase[] = [
  {
    who: "anonymous",
    does: "read the pricing guide",
    outcome: "allow",
    run: (db) => getDocs(collection(db, PRICING_RATES)),
  },
  { who: "alice", does: "read a project type's figures", outcome: "allow", run: (db) => getDoc(row(db, "remodel")) },
  { who: "admin", does: "save a changed figure with its history entry", outcome: "allow", run: save() },
  { who: "alice", does: "save a changed figure with its history entry", outcome: "deny", run: save() },
  { who: "fakeAdmin", does: 'save with the claim admin: "true"', outcome: "deny", run: save() },
  { who: "anonymous", does: "save a changed figure", outcome: "deny", run: save() },
  { who: "admin", does: "save the guide without a history entry", outcome: "deny", run: save({ withEntry: false }) },
  {
    who: "admin",
    does: "write a history entry without saving the guide",
    outcome: "deny",
    run: save({ rows: [] }),
  },
  {
    who: "admin",
    does: "save one project type's figures with a history entry (not the whole guide)",
    outcome: "deny",
    run: save({ rows: ["renovation"] }),
  },
  {
    who: "admin",
    does: "save figures for a project type the estimator does not offer",
    outcome: "deny",
    run: save({
      rows: [...PROJECT_TYPES.map((option) => option.value), "demolition"],
      rates: { ...CHANGED, demolition: CHANGED.repair },
    }),
  },
  {
    who: "admin",
    does: "save naming an existing history entry (overwriting it)",
    outcome: "deny",
    run: save({ changeId: "earlier" }),
  },
  {
    who: "admin",
    does: "save a history entry under another account's uid",
    outcome: "deny",
    run: save({ entryOverrides: { uid: "alice" } }),
  },
  {
    who: "admin",
    does: "save a guide document that names who saved (updatedBy: everyone reads these documents)",
    outcome: "deny",
    run: save({ extra: { updatedBy: { uid: ADMIN.uid, email: ADMIN.token.email } } }),
  },
  {
    who: "admin",
    does: "save with the browser's clock instead of the server's",
    outcome: "deny",
    run: save({ updatedAt: Timestamp.now() }),
  },
  { who: "admin", does: "save with an extra key", outcome: "deny", run: save({ extra: { region: "DC" } }) },
  {
    who: "admin",
    does: "save a history entry in another admin's name",
    outcome: "deny",
    run: save({ entryOverrides: { email: "someone@example.com" } }),
  },
  { who: "admin", does: "save a history entry with no change", outcome: "deny", run: save({ changes: [] }) },
  {
    who: "admin",
    does: `save a history entry with ${PRICING_LIMITS.changesPerSave + 1} changes`,
    outcome: "deny",
    run: save({ changes: Array.from({ length: PRICING_LIMITS.changesPerSave + 1 }, () => CHANGE) }),
  },
  {
    who: "admin",
    does: `save a history entry with ${PRICING_LIMITS.changesPerSave} changes (every field)`,
    outcome: "allow",
    run: save({ changes: Array.from({ length: PRICING_LIMITS.changesPerSave }, () => CHANGE) }),
  },
  { who: "admin", does: "delete a project type's figures", outcome: "deny", run: (db) => deleteDoc(row(db, "repair")) },
  {
    who: "admin",
    does: "change one figure alone (no stamp, no history)",
    outcome: "deny",
    run: (db) => updateDoc(row(db, "renovation"), { "rooms.kitchen.low": 130 }),
  },
  {
    who: "admin",
    does: "read the history",
    outcome: "allow",
    run: (db) => getDocs(collection(db, PRICING_HISTORY)),
  },
  {
    who: "alice",
    does: "read the history",
    outcome: "deny",
    run: (db) => getDocs(collection(db, PRICING_HISTORY)),
  },
  { who: "anonymous", does: "read a history entry", outcome: "deny", run: (db) => getDoc(entry(db, "earlier")) },
  {
    who: "admin",
    does: "rewrite a history entry",
    outcome: "deny",
    run: (db) => updateDoc(entry(db, "earlier"), { changes: [{ ...CHANGE, to: 999 }] }),
  },
  { who: "admin", does: "delete a history entry", outcome: "deny", run: (db) => deleteDoc(entry(db, "earlier")) },
];

test.each(cases)(CASE_NAME, check);

test("after an admin's save, a visitor's read of the guide (the estimator's and the build's REST GET) shows no e-mail or uid, only the change id and time", async () => {
  const changeId = "change-under-test";
  await check({ who: "admin", does: "save", outcome: "allow", run: save({ changeId }) });

  const { host, port, projectId } = RULES_EMULATOR;
  const res = await fetch(`http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents/pricingGuide`);
  expect(res.status).toBe(200);
  const strings: unknown[] = [];
  const body = JSON.parse(await res.text(), (key, value: unknown) => {
    if (key === "stringValue") strings.push(value);
    return value;
  }) as { documents: { fields: Record<string, { stringValue?: string }> }[] };
  expect(body.documents).toHaveLength(PROJECT_TYPES.length);
  expect(strings).not.toContain(ADMIN.token.email);
  expect(strings).not.toContain(ADMIN.uid);
  for (const { fields } of body.documents) {
    expect(Object.keys(fields).sort()).toEqual(["changeId", "rooms", "updatedAt"]);
    expect(fields.changeId.stringValue).toBe(changeId);
  }
});

const missingRoom = structuredClone(DEFAULT_PRICING_RATES) as unknown as Record<string, Record<string, unknown>>;
delete missingRoom.repair.other;
const extraRoom = structuredClone(DEFAULT_PRICING_RATES) as unknown as Record<string, Record<string, unknown>>;
extraRoom.repair.garage = kitchen;

/**
 * Guides the editor could be tricked into saving. Each row runs twice: as an admin's save
 * against the rules, and through pricingRatesSchema, the check the editor, the estimate
 * function and the cost pages use, so both draw the same line.
 */
const shapes: { name: string; rates: unknown; valid: boolean }[] = [
  { name: "the seeded figures", rates: DEFAULT_PRICING_RATES, valid: true },
  { name: "low equal to high", rates: ratesWith({ ...kitchen, low: 200, high: 200 }), valid: true },
  { name: "the bounds 1 and 10,000", rates: ratesWith({ ...kitchen, low: 1, high: 10_000 }), valid: true },
  { name: "a note of 300 characters", rates: ratesWith({ ...kitchen, note: "n".repeat(300) }), valid: true },
  { name: "low above high", rates: ratesWith({ ...kitchen, low: 300, high: 250 }), valid: false },
  { name: "a low of 0", rates: ratesWith({ ...kitchen, low: 0 }), valid: false },
  { name: "a negative low", rates: ratesWith({ ...kitchen, low: -5 }), valid: false },
  { name: "a high of 10,001", rates: ratesWith({ ...kitchen, high: 10_001 }), valid: false },
  { name: "cents (12.5)", rates: ratesWith({ ...kitchen, low: 12.5 }), valid: false },
  { name: "a figure as text", rates: ratesWith({ ...kitchen, low: "125" }), valid: false },
  { name: "an empty note", rates: ratesWith({ ...kitchen, note: "" }), valid: false },
  { name: "a note of 301 characters", rates: ratesWith({ ...kitchen, note: "n".repeat(301) }), valid: false },
  { name: "a cell without its note", rates: ratesWith({ low: 125, high: 250 }), valid: false },
  { name: "a cell with an extra key", rates: ratesWith({ ...kitchen, currency: "EUR" }), valid: false },
  { name: "a room missing", rates: missingRoom, valid: false },
  { name: "a room the estimator does not offer", rates: extraRoom, valid: false },
];

describe("the rules and pricingRatesSchema accept the same guides", () => {
  test.each(shapes)("$name: valid $valid", async ({ rates, valid }) => {
    await check({ who: "admin", does: "save", outcome: valid ? "allow" : "deny", run: save({ rates }) });
    // The schema drops unknown keys instead of refusing them: the editor writes only what it parsed.
    const parsed = z.safeParse(pricingRatesSchema, rates);
    const schemaKeepsIt = parsed.success && JSON.stringify(parsed.data) === JSON.stringify(rates);
    expect(schemaKeepsIt).toBe(valid);
  });
});

describe("firestore.rules agrees with the pricing schema", () => {
  test("project and room types are the estimator's", () => {
    const rules = readFileSync(RULES_FILE, "utf8");
    const named = (pattern: RegExp) => [...rules.matchAll(pattern)].map((match) => match[1]);
    const projectList = rules.match(/projectType in \[([^\]]*)\]/)?.[1] ?? "";
    expect([...projectList.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(
      PROJECT_TYPES.map((option) => option.value),
    );
    expect(named(/isPricingCell\(data\.rooms\.(\w+)\)/g)).toEqual(ROOM_TYPES.map((option) => option.value));
  });

  test("a note has the bounds of PRICING_LIMITS, and a figure its range", () => {
    const rules = readFileSync(RULES_FILE, "utf8");
    const { note, rate } = PRICING_LIMITS;
    // One regex bounds the note: a non-space, up to max - 2 of anything, a non-space (min 1).
    expect(note.min).toBe(1);
    expect(rules).toContain(`[\\\\s\\\\S]{0,${note.max - 2}}`);
    expect(rules).toContain(`${rate.min} <= cell.low && cell.low <= cell.high && cell.high <= ${rate.max}`);
    expect(rules).toContain(`request.resource.data.changes.size() <= ${PRICING_LIMITS.changesPerSave}`);
  });
});
