import { readFileSync } from "node:fs";
import { RULES_FILE } from "./emulator.ts";

// Rules cannot import TypeScript, so their numbers and lists are written twice; these
// helpers read firestore.rules as text for tests that compare the two copies.
const rules = readFileSync(RULES_FILE, "utf8");

/** The body of `function name(...) { ... }`, up to the closing brace at its indentation. */
function ruleFunction(name: string): string {
  const match = rules.match(new RegExp(`\\n( *)function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n\\1\\}`));
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return match[2];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

/** The string literals of a `return [...]` rules function. */
export function ruleList(name: string): string[] {
  const list = ruleFunction(name).match(/return \[([^\]]*)\]/);
  if (!list) throw new Error(`function ${name}() in firestore.rules does not return a list`);
  return quoted(list[1]);
}

/** Every `isText(<value>, min, max)` in a rules function, e.g. value "data.name". */
export function ruleTextBounds(name: string, value: string): { min: number; max: number }[] {
  return [...ruleFunction(name).matchAll(new RegExp(`isText\\(${escape(value)}, (\\d+), (\\d+)\\)`, "g"))].map(
    ([, min, max]) => ({ min: Number(min), max: Number(max) }),
  );
}

/** The patterns of every `.matches('...')` in a rules function, as written in the rules. */
export function ruleMatchPatterns(name: string): string[] {
  return [...ruleFunction(name).matchAll(/\.matches\('([^']*)'\)/g)].map((m) => m[1]);
}

/** The arguments of every `callee(...)` in a rules function, as written, e.g. [["data.visitMinutes", "15", "480", "15"]]. */
export function ruleCallArgs(name: string, callee: string): string[][] {
  return [...ruleFunction(name).matchAll(new RegExp(`\\b${escape(callee)}\\(([^()]*)\\)`, "g"))].map(([, args]) =>
    args.split(",").map((arg) => arg.trim()),
  );
}
