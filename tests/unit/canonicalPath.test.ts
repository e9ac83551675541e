import { expect, test } from "vitest";
import { canonicalPath } from "../../src/utils/canonicalPath.ts";

test.each([
  ["/", "/"],
  ["/index", "/"],
  ["/index.html", "/"],
  ["/services", "/services"],
  ["/services.html", "/services"],
  ["/about/", "/about"],
])("%s is canonically %s", (input, expected) => {
  expect(canonicalPath(input)).toBe(expected);
});
