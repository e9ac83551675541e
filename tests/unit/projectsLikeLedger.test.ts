import { describe, expect, test, vi } from "vitest";
import { createLikeLedger, LIKED_PROJECTS_KEY, likeOnce } from "../../src/lib/projects/likeLedger.ts";

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

describe("one like from this browser, shown at once", () => {
  const watch = () => {
    const shown: [boolean, number][] = [];
    return { shown, show: (liked: boolean, delta: number) => void shown.push([liked, delta]) };
  };

  test("marked and counted before the write goes out; stored, it stays", async () => {
    const ledger = createLikeLedger(memoryStorage());
    const { shown, show } = watch();
    const store = vi.fn(async () => {
      expect(ledger.has("deck")).toBe(true);
      expect(shown).toEqual([[true, 1]]);
    });
    await expect(likeOnce("deck", { ledger, store, show })).resolves.toBe("liked");
    expect(store).toHaveBeenCalledExactlyOnceWith("deck");
    expect(shown).toEqual([[true, 1]]);
    expect(ledger.has("deck")).toBe(true);
  });

  test("liked before (another click, another tab): shown as liked, nothing counted or written", async () => {
    const ledger = createLikeLedger(memoryStorage({ [LIKED_PROJECTS_KEY]: '["deck"]' }));
    const { shown, show } = watch();
    const store = vi.fn(async () => {});
    await expect(likeOnce("deck", { ledger, store, show })).resolves.toBe("already");
    expect(store).not.toHaveBeenCalled();
    expect(shown).toEqual([[true, 0]]);
  });

  test("a write that fails is taken back: count, mark and ledger, so it may be tried again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ledger = createLikeLedger(memoryStorage());
    const { shown, show } = watch();
    await expect(likeOnce("deck", { ledger, store: () => Promise.reject(new Error("offline")), show })).resolves.toBe(
      "failed",
    );
    expect(shown).toEqual([
      [true, 1],
      [false, -1],
    ]);
    expect(ledger.has("deck")).toBe(false);
  });
});
