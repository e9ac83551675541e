import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { AUTH_ERROR_FALLBACKS, MESSAGES } from "../../src/config/text.ts";

// The specification lives beside the repository (../shared), as in CI.
const spec = readFileSync(new URL("../../../shared/spec/product-spec.md", import.meta.url), "utf8");
const catalogue = spec.slice(spec.indexOf("## 8. Error catalogue"), spec.indexOf("## 9."));
// A quote opens after a space or bracket, so the apostrophe in "provider's" is not one.
const quoted = (text: string) =>
  [...text.matchAll(/(?<=^|[\s(])'([^'\n|]+)'(?=[\s.,;|)]|$)/gm)].map((match) => match[1]);

const ours = new Set<string>([...Object.values(MESSAGES), ...Object.values(AUTH_ERROR_FALLBACKS)]);

describe("messages module", () => {
  test.each(quoted(catalogue))("the catalogue text %j is in the messages module word for word", (text) => {
    expect(ours).toContain(text);
  });

  test.each(Object.entries(MESSAGES))("%s is quoted in the specification word for word", (_key, text) => {
    expect(spec).toContain(`'${text}'`);
  });

  test("no text is spelled twice", () => {
    const all = [...Object.values(MESSAGES), ...Object.values(AUTH_ERROR_FALLBACKS)];
    expect(new Set(all).size).toBe(all.length);
  });
});
