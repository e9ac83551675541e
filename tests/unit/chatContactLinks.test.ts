import { describe, expect, test } from "vitest";
import { SITE } from "../../src/config/site.ts";
import { companyContactHref, linkCompanyContacts, type CompanyContacts } from "../../src/lib/chat/contactLinks.ts";
import { parseInline } from "../../src/lib/format/markdown.ts";

const CONTACTS: CompanyContacts = {
  phoneDigits: "7035550142",
  phoneHref: "tel:+17035550142",
  email: "info@example.com",
  siteUrl: "https://www.example.com",
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
  test("an address of one of our pages links within the site; a look-alike, a query or another site stays text", () => {
    expect(
      linkCompanyContacts(
        "See https://www.example.com/services/electrical. Or (https://www.example.com/cost-guide/kitchen-remodel), https://www.example.com.",
        CONTACTS,
      ),
    ).toEqual([
      { text: "See " },
      { text: "https://www.example.com/services/electrical", href: "/services/electrical" },
      { text: ". Or (" },
      { text: "https://www.example.com/cost-guide/kitchen-remodel", href: "/cost-guide/kitchen-remodel" },
      { text: "), " },
      { text: "https://www.example.com", href: "/" },
      { text: "." },
    ]);
    for (const other of [
      "https://www.example.com.evil.example/services",
      "https://evil.example/https://www.example.com/services",
      "http://www.example.com/services",
      "https://www.example.com/visit?x=1",
      "https://www.example.com/services/a#b",
      "https://www.example.com@evil.example/",
      // A path that starts with // is another host to a browser ("//134744072/" is 8.8.8.8).
      "https://www.example.com//134744072/login",
      "https://www.example.com/\\evil.example",
    ])
      expect(linkCompanyContacts(`Go to ${other} now`, CONTACTS).filter((piece) => piece.href)).toEqual([]);
  });

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
