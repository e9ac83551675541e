import { describe, expect, test } from "vitest";
import { SITE } from "../../src/config/site.ts";
import { companyContactHref, linkCompanyContacts, type CompanyContacts } from "../../src/lib/chat/contactLinks.ts";
import { parseInline } from "../../src/lib/format/markdown.ts";

const CONTACTS: CompanyContacts = {
  phoneDigits: "7035550142",
  phoneHref: "tel:+17035550142",
  email: "info@example.com",
};

describe("companyContactHref", () => {
  test.each<[string, string | undefined]>([
    ["(703) 555-0142", "tel:+17035550142"],
    ["703-555-0142", "tel:+17035550142"],
    ["703.555.0142", "tel:+17035550142"],
    ["+1 703 555 0142", "tel:+17035550142"],
    ["info@example.com", "mailto:info@example.com"],
    ["INFO@Example.com", "mailto:info@example.com"],
    // Not the company's: stays plain text.
    ["(202) 555-0199", undefined],
    ["sales@example.com", undefined],
    ["https://evil.example.com", undefined],
    ["call (703) 555-0142 now", undefined],
  ])("%s → %s", (text, href) => {
    expect(companyContactHref(text, CONTACTS)).toBe(href);
  });
});

describe("linkCompanyContacts", () => {
  test("links the company's phone and e-mail inside a sentence and leaves the rest as text", () => {
    expect(
      linkCompanyContacts("Call (703) 555-0142 or write to info@example.com, not evil@example.org.", CONTACTS),
    ).toEqual([
      { text: "Call " },
      { text: "(703) 555-0142", href: "tel:+17035550142" },
      { text: " or write to " },
      { text: "info@example.com", href: "mailto:info@example.com" },
      { text: ", not evil@example.org." },
    ]);
  });

  test("a sentence without the company's contacts is one piece of text", () => {
    expect(linkCompanyContacts("See https://example.org or (202) 555-0199.", CONTACTS)).toEqual([
      { text: "See https://example.org or (202) 555-0199." },
    ]);
  });
});

describe("replies as the widget reads them (the site's own phone and e-mail)", () => {
  test("plain and bold mentions become links; code stays code", () => {
    const inlines = parseInline(`Call **${SITE.phone}**, e-mail ${SITE.email} or see \`${SITE.email}\`.`);
    expect(inlines.filter((inline) => inline.href).map(({ kind, href }) => [kind, href])).toEqual([
      ["strong", SITE.phoneHref],
      ["text", `mailto:${SITE.email}`],
    ]);
    expect(inlines.find((inline) => inline.kind === "code")?.href).toBeUndefined();
  });
});
