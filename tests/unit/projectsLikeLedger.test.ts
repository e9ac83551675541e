import { describe, expect, test } from "vitest";
import { createLikeLedger, LIKED_PROJECTS_KEY } from "../../src/lib/projects/likeLedger.ts";

/** A Storage stand-in; `broken` makes every call throw like a browser with storage disabled. */
function memoryStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException("denied", "SecurityError");
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, String(value))),
    removeItem: (key) => void data.delete(key),
  };
}

describe("createLikeLedger: one like per project per browser", () => {
  test("a like is remembered in storage and by a second ledger (another tab, a reload)", () => {
    const storage = memoryStorage();
    const ledger = createLikeLedger(storage);
    expect(ledger.has("kitchen")).toBe(false);
    ledger.add("kitchen");
    expect(ledger.has("kitchen")).toBe(true);
    expect(createLikeLedger(storage).has("kitchen")).toBe(true);
    expect(JSON.parse(storage.getItem(LIKED_PROJECTS_KEY)!)).toEqual(["kitchen"]);
  });

  test("adding twice stores the id once; remove forgets it (a failed like may be retried)", () => {
    const storage = memoryStorage();
    const ledger = createLikeLedger(storage);
    ledger.add("deck");
    ledger.add("deck");
    ledger.add("bath");
    expect(JSON.parse(storage.getItem(LIKED_PROJECTS_KEY)!)).toEqual(["deck", "bath"]);
    ledger.remove("deck");
    expect(ledger.has("deck")).toBe(false);
    expect(ledger.has("bath")).toBe(true);
  });

  test.each([
    ["not JSON", "{oops"],
    ["not an array", '{"kitchen":true}'],
    ["wrong item types", '[1, null, "kitchen"]'],
  ])("a damaged entry (%s) is read safely", (_, raw) => {
    const ledger = createLikeLedger(memoryStorage({ [LIKED_PROJECTS_KEY]: raw }));
    expect(ledger.has("deck")).toBe(false);
    ledger.add("deck");
    expect(ledger.has("deck")).toBe(true);
  });

  test.each([
    ["storage that throws", memoryStorage({}, true)],
    ["no storage at all", null],
  ])("with %s the ledger still holds for this page", (_, storage) => {
    const ledger = createLikeLedger(storage);
    ledger.add("kitchen");
    expect(ledger.has("kitchen")).toBe(true);
    ledger.remove("kitchen");
    expect(ledger.has("kitchen")).toBe(false);
  });
});
