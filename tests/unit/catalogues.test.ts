import { describe, expect, test } from "vitest";
import { CATALOGUES } from "../../src/config/text/catalogue.ts";
import { LOCALES } from "../../src/config/i18n.ts";
import { SITE } from "../../src/config/site.ts";
import * as en from "../../src/config/text/en/index.ts";
import * as es from "../../src/config/text/es/index.ts";
import { catalogueTexts } from "../support/catalogueTexts.ts";

/** Every leaf of a catalogue as "path: kind", a function with its number of arguments. */
function shape(value: unknown, at = ""): string[] {
  if (typeof value === "string") return [`${at}: text`];
  if (typeof value === "function") return [`${at}: function/${value.length}`];
  if (Array.isArray(value)) return value.flatMap((item, index) => shape(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, item]) => shape(item, at ? `${at}.${key}` : key));
  return [`${at}: ${typeof value}`];
}

describe("the catalogues: one per language, the same keys", () => {
  test("Spanish has every key of English and no other, each the same kind (text, or a function of as many arguments)", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const name of Object.keys(en) as (keyof typeof en)[]) expect(shape(es[name]), name).toEqual(shape(en[name]));
  });

  test("the test itself notices a missing, an extra and a changed key", () => {
    const english = { a: "One", b: { c: (n: number) => `${n}` } };
    expect(shape({ a: "Uno" })).not.toEqual(shape(english));
    expect(shape({ a: "Uno", b: { c: (n: number) => `${n}` }, d: "extra" })).not.toEqual(shape(english));
    expect(shape({ a: "Uno", b: { c: () => "" } })).not.toEqual(shape(english));
  });

  test("no text is empty, and every language's catalogue is the one textFor gives", () => {
    for (const locale of LOCALES) {
      expect(catalogueTexts(CATALOGUES[locale]).filter((text) => text.trim() === "")).toEqual([]);
    }
    expect(CATALOGUES.en.HOME_TEXT).toBe(en.HOME_TEXT);
    expect(CATALOGUES.es.HOME_TEXT).toBe(es.HOME_TEXT);
  });

  test("Spanish is written, not copied: at most a name or a brand is the same in both", () => {
    const english = new Set(catalogueTexts(en));
    // A text without a word (a sample phone number) reads the same in every language.
    const same = catalogueTexts(es).filter((text) => english.has(text) && /\p{L}/u.test(text));
    // "Premium" is the plan's name in both languages; the company signs its e-mails with its name.
    expect(same).toEqual(["Premium", SITE.name]);
  });
});
