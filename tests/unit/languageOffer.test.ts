import { describe, expect, test } from "vitest";
import { OFFERED_KEY, offerSpanishOnce } from "../../src/lib/i18n/languageOffer.ts";

const storage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("the Spanish page offered once", () => {
  test.each([
    [["es-US", "en"], true],
    [["es"], true],
    [["ES-mx"], true],
    [["en-US", "es"], false],
    [["estonian-ish"], false],
    [[], false],
  ])("first languages %j: offered %s", (languages, offered) => {
    expect(offerSpanishOnce(languages, storage())).toBe(offered);
  });

  test("once per browser: the first offer marks storage, and the next page offers nothing", () => {
    const kept = storage();
    expect(offerSpanishOnce(["es-US"], kept)).toBe(true);
    expect(kept.getItem(OFFERED_KEY)).toBe("es");
    expect(offerSpanishOnce(["es-US"], kept)).toBe(false);
  });

  test("a storage that refuses means no offer, not one on every page", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(offerSpanishOnce(["es-US"], refusing)).toBe(false);
  });
});
