/**
 * The law by address: each jurisdiction's required items present, each numeric limit at
 * its boundary and one cent (or one basis point) over, each refusal naming its rule.
 */
import { describe, expect, it } from "vitest";
import type { ContractorTerms } from "../../src/lib/proposal/contract.ts";
import { jurisdictionOf } from "../../src/lib/proposal/jurisdiction.ts";
import { EDITABLE_NOTICES, LAW, lawBreaches, noticesFor, type LawContext } from "../../src/lib/proposal/law.ts";
import { NOTICE_WORDS_ES } from "../../src/lib/proposal/lawSpanish.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";
import type { Jurisdiction } from "../../src/schemas/proposalRules.ts";

const ZIPS: Record<Jurisdiction, string> = { MD: "20814", VA: "22201", DC: "20002" };

const contractor: ContractorTerms = {
  name: "Capital Crest Builders LLC",
  address: "2200 Wilson Blvd, Suite 102, Arlington, VA 22201",
  phone: "(703) 555-0142",
  email: "info@example.com",
  license: { title: "Licence", number: "123456", issuer: "Board", classification: "Class A" },
};

/** $300.00 of required work, one optional $100.00 item, nothing else: a third is $100.00. */
function draft(jurisdiction: Jurisdiction, change: Partial<ProposalDraft> = {}): ProposalDraft {
  return {
    title: "Kitchen remodel",
    scope: "Remove and replace the kitchen cabinets.",
    client: {
      name: "Dana Homeowner",
      email: "dana@example.com",
      phone: "(301) 555-0100",
      street: "12 Elm St",
      city: "Town",
      zip: ZIPS[jurisdiction],
    },
    items: [
      { id: "a", description: "Cabinets", quantity: 1, unit: "each", unitCents: 30_000, optional: false },
      { id: "b", description: "Soft-close hinges", quantity: 1, unit: "set", unitCents: 10_000, optional: true },
    ],
    allowances: [],
    exclusions: [],
    materials: ["Maple cabinets"],
    startDate: "2027-01-04",
    completionDate: "2027-01-29",
    validUntil: "2026-12-31",
    schedule: { deposit: { kind: "fixed", value: 10_000 }, milestones: [], finalLabel: "On completion" },
    salesperson: { name: "", license: "" },
    arbitration: false,
    ...change,
  };
}

const context = (jurisdiction: Jurisdiction, change: Partial<LawContext> = {}): LawContext => ({
  today: "2026-11-27",
  contractor,
  terms: noticesFor(jurisdiction),
  signer: "Pat Owner",
  initials: "PO",
  ...change,
});

const rules = (jurisdiction: Jurisdiction, change: Partial<ProposalDraft> = {}, ctx: Partial<LawContext> = {}) =>
  lawBreaches(draft(jurisdiction, change), context(jurisdiction, ctx)).map((breach) => breach.rule);

const ALL: Jurisdiction[] = ["MD", "VA", "DC"];

describe("the project's ZIP decides the jurisdiction", () => {
  it.each([
    ["20001", "DC"],
    ["20500", "DC"],
    ["20814", "MD"],
    ["20901", "MD"],
    ["20148", "VA"],
    ["22201", "VA"],
    ["22314", "VA"],
    ["21201", undefined],
    ["2200", undefined],
  ])("%s is %s", (zip, expected) => expect(jurisdictionOf(zip)).toBe(expected));

  it("a ZIP outside the three is refused with a sentence, and nothing else is judged", () => {
    const breaches = lawBreaches(draft("MD", { client: { ...draft("MD").client, zip: "10001" } }), context("MD"));
    expect(breaches.map((breach) => breach.rule)).toEqual(["zip"]);
    expect(breaches[0]?.message).toContain("10001");
  });
});

describe.each(ALL)("%s: a complete proposal may be sent", (jurisdiction) => {
  it("breaks no rule", () => expect(rules(jurisdiction)).toEqual([]));

  it("prints every notice its law asks for, each with its source", () => {
    const ids = noticesFor(jurisdiction).map((term) => term.id);
    for (const notice of LAW[jurisdiction].notices) expect(ids).toContain(notice.id);
    for (const notice of LAW[jurisdiction].notices) expect(notice.source).not.toBe("");
  });

  it.each([
    ["dates", { startDate: "" }],
    ["dates", { completionDate: "" }],
    ["date-order", { startDate: "2027-02-01", completionDate: "2027-01-29" }],
    ["valid-until", { validUntil: "2026-11-26" }],
    [
      "schedule",
      {
        schedule: {
          deposit: { kind: "percent", value: 0 },
          milestones: [{ label: "Framing", basisPoints: 10_001 }],
          finalLabel: "End",
        },
      },
    ],
  ] as [string, Partial<ProposalDraft>][])("refuses %s", (rule, change) => {
    expect(rules(jurisdiction, change)).toContain(rule);
  });

  it("refuses a missing licence number, naming the rule", () => {
    const breaches = lawBreaches(
      draft(jurisdiction),
      context(jurisdiction, { contractor: { ...contractor, license: { ...contractor.license, number: " " } } }),
    );
    expect(breaches.map((breach) => breach.rule)).toEqual(["license"]);
    expect(breaches[0]?.message).toContain(LAW[jurisdiction].sections.contractor);
  });

  it("refuses a contract nobody signs for the company", () => {
    expect(rules(jurisdiction, {}, { signer: "" })).toEqual(["signer"]);
  });

  it("refuses an emptied notice, naming it", () => {
    const notice = LAW[jurisdiction].notices[0];
    const terms = noticesFor(jurisdiction, { [notice.id]: "  " });
    const breaches = lawBreaches(draft(jurisdiction), context(jurisdiction, { terms }));
    expect(breaches.map((breach) => breach.rule)).toEqual(["notice"]);
    expect(breaches[0]?.message).toContain(notice.title);
  });

  it("valid until today is still valid", () => expect(rules(jurisdiction, { validUntil: "2026-11-27" })).toEqual([]));
});

describe("materials: Maryland and Virginia ask for the list", () => {
  it.each([
    ["MD", ["materials"]],
    ["VA", ["materials"]],
    ["DC", []],
  ] as [Jurisdiction, string[]][])("%s without materials: %j", (jurisdiction, expected) => {
    expect(rules(jurisdiction, { materials: [] })).toEqual(expected);
  });
});

describe("Maryland's deposit: at most one third of the contract price (§ 8-617(b))", () => {
  const fixed = (cents: number) => ({
    schedule: { deposit: { kind: "fixed" as const, value: cents }, milestones: [], finalLabel: "End" },
  });
  const percent = (bp: number) => ({
    schedule: { deposit: { kind: "percent" as const, value: bp }, milestones: [], finalLabel: "End" },
  });

  it("a fixed deposit of exactly a third of the least price passes; one cent more is refused", () => {
    expect(rules("MD", fixed(10_000))).toEqual([]);
    const breaches = lawBreaches(draft("MD", fixed(10_001)), context("MD"));
    expect(breaches).toEqual([
      {
        rule: "deposit-limit",
        message:
          "Maryland law (Business Regulation § 8-617(b)) allows a deposit of at most one third of the contract price: at most $100.00 here, not $100.01.",
      },
    ]);
  });

  it("the least price counts: an optional item the homeowner may leave out does not raise the limit", () => {
    // $133.33 is a third of $400 (with the option) but over a third of $300 (without it).
    expect(rules("MD", fixed(13_333))).toEqual(["deposit-limit"]);
  });

  it("a share: 33.33 % passes at any price, 33.34 % is refused", () => {
    expect(rules("MD", percent(3_333))).toEqual([]);
    expect(lawBreaches(draft("MD", percent(3_334)), context("MD"))[0]?.message).toContain(
      "at most 33.33 % here, not 33.34 %",
    );
  });

  it.each(["VA", "DC"] as Jurisdiction[])("%s sets no such limit: half down is allowed", (jurisdiction) => {
    expect(rules(jurisdiction, fixed(15_000))).toEqual([]);
    expect(rules(jurisdiction, percent(5_000))).toEqual([]);
  });
});

describe("salespersons and licence classes", () => {
  it.each([
    ["MD", ["salesperson-license"]],
    ["DC", ["salesperson-license"]],
    ["VA", []],
  ] as [Jurisdiction, string[]][])("%s: a salesperson named without a licence: %j", (jurisdiction, expected) => {
    expect(rules(jurisdiction, { salesperson: { name: "Sam Seller", license: "" } })).toEqual(expected);
    expect(rules(jurisdiction, { salesperson: { name: "Sam Seller", license: "SP-1" } })).toEqual([]);
  });

  it("Virginia asks for the licence's class and classifications", () => {
    const unclassified = { ...contractor, license: { ...contractor.license, classification: "" } };
    expect(rules("VA", {}, { contractor: unclassified })).toEqual(["classification"]);
    expect(rules("MD", {}, { contractor: unclassified })).toEqual([]);
  });
});

describe("Maryland's arbitration clause", () => {
  it("is printed only when the contract has one, and may not be emptied then", () => {
    const terms = noticesFor("MD", { "md-arbitration": "" });
    expect(lawBreaches(draft("MD"), context("MD", { terms }))).toEqual([]);
    expect(lawBreaches(draft("MD", { arbitration: true }), context("MD", { terms })).map((b) => b.rule)).toEqual([
      "notice",
    ]);
  });

  it("names the arbitrator, the fees, that it binds, and the Guaranty Fund stay (COMAR 09.08.01.25)", () => {
    const clause = noticesFor("MD").find((term) => term.id === "md-arbitration")!.text;
    expect(clause).toMatch(/conducted by the American Arbitration Association/);
    expect(clause).toMatch(/fee/);
    expect(clause).toMatch(/binding/);
    expect(clause).toContain("§ 8-405(c)");
  });
});

describe("the Maryland notices carry the statute's words", () => {
  const text = (id: string) => noticesFor("MD").find((term) => term.id === id)!.text;
  it("§ 8-501(c)(1)(viii): licensed by the Commission, anyone may ask, phone and website", () => {
    expect(text("md-commission")).toContain(
      "Each contractor must be licensed by the Maryland Home Improvement Commission",
    );
    expect(text("md-commission")).toContain("anyone may ask the Commission about a contractor");
    expect(text("md-commission")).toMatch(/telephone \d{3}-\d{3}-\d{4}/);
    expect(text("md-commission")).toContain("https://labor.maryland.gov/license/mhic/");
  });
  it("§ 8-501(c)(1)(ix): the Guaranty Fund and the right to a performance bond", () => {
    expect(text("md-guaranty-fund")).toContain("Guaranty Fund");
    expect(text("md-guaranty-fund")).toContain("right to purchase a performance bond");
  });
  it("the owner's words replace a default", () => {
    expect(
      noticesFor("MD", { "md-commission": "Our lawyer's text." }).find((t) => t.id === "md-commission")?.text,
    ).toBe("Our lawyer's text.");
  });
});

describe("the notices in Spanish", () => {
  it("every notice has its Spanish title and words, and no other; each keeps its figures, telephones and addresses", () => {
    expect(Object.keys(NOTICE_WORDS_ES).sort()).toEqual(EDITABLE_NOTICES.map((notice) => notice.id).sort());
    for (const notice of EDITABLE_NOTICES) {
      const spanish = NOTICE_WORDS_ES[notice.id];
      expect(spanish.text, notice.id).not.toBe(notice.text);
      const facts = (text: string) => text.match(/\d[\d-]*|https?:\/\/\S+|www\.\S+|§ [\d-]+(\([a-z]\))?/g) ?? [];
      expect(facts(spanish.text), notice.id).toEqual(facts(notice.text));
    }
  });

  it("a Spanish contract prints them in Spanish; a notice the owner edited prints their words, marked English", () => {
    const terms = noticesFor("MD", { "md-finance": "Our lawyer's words." }, "es");
    expect(terms.find((term) => term.id === "md-cancellation")).toMatchObject({
      ...NOTICE_WORDS_ES["md-cancellation"],
      source: LAW.MD.notices.find((notice) => notice.id === "md-cancellation")!.source,
    });
    expect(terms.find((term) => term.id === "md-cancellation")!.lang).toBeUndefined();
    expect(terms.find((term) => term.id === "md-finance")).toMatchObject({
      title: NOTICE_WORDS_ES["md-finance"].title,
      text: "Our lawyer's words.",
      lang: "en",
    });
    // The English contract is as before, and marks nothing.
    expect(noticesFor("MD", { "md-finance": "Our lawyer's words." }).every((term) => term.lang === undefined)).toBe(
      true,
    );
  });

  it.each(["MD", "VA", "DC"] as const)(
    "%s: a Spanish contract is not sent with the right to cancel in the owner's English; other edited notices may be",
    (jurisdiction) => {
      const cancellation = `${jurisdiction.toLowerCase()}-cancellation`;
      const edited = noticesFor(jurisdiction, { [cancellation]: "Our own words.", changes: "Our own words." }, "es");
      const breaches = lawBreaches(draft(jurisdiction, { language: "es" }), context(jurisdiction, { terms: edited }));
      expect(breaches.map((breach) => breach.rule)).toEqual(["notice-language"]);
      expect(breaches[0]?.message).toContain("16 CFR 429.1(a)");
      // Our Spanish of the default: nothing to refuse.
      expect(
        rules(jurisdiction, { language: "es" }, { terms: noticesFor(jurisdiction, { changes: "Ours." }, "es") }),
      ).toEqual([]);
      // The owner's own Spanish words beside their English: printed, and nothing to refuse.
      const both = noticesFor(jurisdiction, { [cancellation]: "Our own words." }, "es", {
        [cancellation]: " Nuestras propias palabras. ",
      });
      expect(both.find((term) => term.id === cancellation)).toMatchObject({
        title: NOTICE_WORDS_ES[cancellation].title,
        text: "Nuestras propias palabras.",
      });
      expect(both.find((term) => term.id === cancellation)!.lang).toBeUndefined();
      expect(rules(jurisdiction, { language: "es" }, { terms: both })).toEqual([]);
      // An English contract never reads the Spanish words.
      expect(noticesFor(jurisdiction, {}, "en", { [cancellation]: "Nuestras." }).map((term) => term.text)).toEqual(
        noticesFor(jurisdiction).map((term) => term.text),
      );
    },
  );
});
