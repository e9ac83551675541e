/**
 * The law a proposal carries, per jurisdiction: the notices it must print (defaults the
 * owner may edit, each with its source), the numeric limits, and the checks that keep a
 * proposal from being sent while a rule is broken, each refusal a sentence naming the
 * rule. Sources and what could not be verified: docs/decisions/proposals.md. This is the
 * product's reading of the rules, not legal advice: the owner's lawyer checks the texts.
 */
import type { Locale } from "../../config/i18n.ts";
import type { ProposalDraft } from "../../schemas/proposal.ts";
import { PROPOSAL_LIMITS, type Jurisdiction } from "../../schemas/proposalRules.ts";
import { formatCents } from "../format/money.ts";
import type { ContractorTerms, ContractTerm } from "./contract.ts";
import { jurisdictionOf } from "./jurisdiction.ts";
import { JURISDICTION_NAMES } from "./jurisdictionNames.ts";
import { NOTICE_WORDS_ES } from "./lawSpanish.ts";
import { proposalTotals } from "./money.ts";

export interface JurisdictionLaw {
  name: string;
  /** "Maryland law (Business Regulation § 8-501(c)(1)(iii))": how a refusal names a rule. */
  cite: (section: string) => string;
  sections: {
    dates: string;
    materials: string | null;
    contractor: string;
    signature: string;
    salesperson: string | null;
  };
  /** The largest deposit as a fraction of the price, and its rule; null where none is set. */
  depositLimit: { numerator: number; denominator: number; words: string; section: string } | null;
  notices: ContractTerm[];
}

/** Every contract's own terms, whatever the jurisdiction. */
const COMMON_NOTICES: ContractTerm[] = [
  {
    id: "changes",
    title: "Changes to this contract",
    text:
      "Any change to the cost, the materials, the work to be performed or the completion date must be in writing " +
      "and signed by all parties, as a change order signed the same way as this contract.",
    source: "",
  },
  {
    id: "permits",
    title: "Permits and inspections",
    text:
      "The contractor will obtain the building permits the work requires and comply with all local requirements " +
      "for building permits, inspections and zoning.",
    source: "",
  },
];

const MD: JurisdictionLaw = {
  name: JURISDICTION_NAMES.en.MD,
  cite: (section) => `Maryland law (Business Regulation ${section})`,
  sections: {
    dates: "§ 8-501(c)(1)(iii)",
    materials: "§ 8-501(c)(1)(iv)",
    contractor: "§ 8-501(c)(1)(i)",
    signature: "§ 8-501(b)(3)",
    salesperson: "§ 8-501(c)(1)(ii)",
  },
  depositLimit: { numerator: 1, denominator: 3, words: "one third", section: "§ 8-617(b)" },
  notices: [
    {
      id: "md-commission",
      title: "Maryland Home Improvement Commission",
      text:
        "Each contractor must be licensed by the Maryland Home Improvement Commission, and anyone may ask the " +
        "Commission about a contractor. Maryland Home Improvement Commission: telephone 410-230-6309, " +
        "website https://labor.maryland.gov/license/mhic/.",
      source: "Md. Code, Business Regulation § 8-501(c)(1)(viii)",
    },
    {
      id: "md-guaranty-fund",
      title: "Guaranty Fund and performance bond",
      text:
        "The Maryland Home Improvement Commission administers the Home Improvement Guaranty Fund, which may " +
        "compensate homeowners for certain actual losses caused by acts or omissions of licensed contractors. " +
        "A homeowner has the right to purchase a performance bond for additional protection against losses not " +
        "covered by the Guaranty Fund.",
      source: "Md. Code, Business Regulation § 8-501(c)(1)(ix)",
    },
    {
      id: "md-finance",
      title: "Payments and finance charge",
      text:
        "The payments are the number and amounts in the payment schedule above. There is no finance charge and no " +
        "collateral security for the owner's obligation under this contract.",
      source: "Md. Code, Business Regulation § 8-501(c)(1)(vi) and (vii)",
    },
    {
      id: "md-deposit",
      title: "Deposit",
      text:
        "No payment is due before this contract is signed, and the deposit is not more than one third of the " +
        "contract price.",
      source: "Md. Code, Business Regulation § 8-617",
    },
    {
      id: "md-cancellation",
      title: "Your right to cancel",
      text:
        "You, the buyer, may cancel this transaction at any time prior to midnight of the fifth business day, or " +
        "the seventh business day if you are at least 65 years old, after the date of this transaction, by " +
        "writing to the contractor at the address above. A deposit is returned within 10 business days of the " +
        "cancellation. See the Notice of Cancellation form attached to your signed contract for an explanation of this right.",
      source: "Md. Code, Commercial Law §§ 14-302 and 14-302.1; 16 CFR § 429.1",
    },
    {
      id: "md-arbitration",
      title: "Mandatory arbitration",
      text:
        "This contract has a mandatory arbitration clause: any dispute will be decided by arbitration conducted by " +
        "the American Arbitration Association under its Construction Industry Arbitration Rules. Its filing and " +
        "arbitrator fees are charged under the Association's fee schedule and shared equally. The arbitrator's " +
        "findings are binding. Under Business Regulation Article, § 8-405(c), Annotated Code of Maryland, a claim " +
        "against the Home Improvement Guaranty Fund by an owner shall be stayed until completion of any mandatory " +
        "arbitration proceeding.",
      source: "COMAR 09.08.01.25",
      arbitration: true,
    },
  ],
};

const VA: JurisdictionLaw = {
  name: JURISDICTION_NAMES.en.VA,
  cite: (section) => `Virginia's Board for Contractors (${section})`,
  sections: {
    dates: "18VAC50-22-260 B 9 a",
    materials: "18VAC50-22-260 B 9 c",
    contractor: "18VAC50-22-260 B 9 h",
    signature: "18VAC50-22-260 B 9",
    salesperson: null,
  },
  depositLimit: null,
  notices: [
    {
      id: "va-delays",
      title: "Delays beyond our control",
      text:
        "The contractor is not responsible for delays caused by events beyond the contractor's control, such as " +
        "severe weather, acts of God, fire, flood, strikes, material shortages or supplier delays, permit or " +
        "inspection delays, or utility company work. Delays caused by such events do not constitute abandonment " +
        "and are not included in calculating time frames for payment or performance.",
      source: "18VAC50-22-260 B 9 d",
    },
    {
      id: "va-cancellation",
      title: "Cancellation rights",
      text:
        "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day " +
        "after the date of this transaction, by writing to the contractor at the address above; a deposit is " +
        "returned within 10 business days of the cancellation. After that, either party may end this contract " +
        "only for the other's material breach, after written notice and 10 days to cure it. See the Notice of Cancellation form attached to your signed contract for an explanation of this right.",
      source: "18VAC50-22-260 B 9 f; 16 CFR § 429.1",
    },
    {
      id: "va-recovery-fund",
      title: "Virginia Contractor Transaction Recovery Fund",
      text:
        "The Virginia Contractor Transaction Recovery Fund may provide relief to eligible residential consumers " +
        "who have suffered losses from the improper or dishonest conduct of a licensed contractor. For " +
        "information on claims, contact the Virginia Board for Contractors, Department of Professional and " +
        "Occupational Regulation, 9960 Mayland Drive, Suite 400, Richmond, VA 23233; telephone (804) 367-1559; " +
        "www.dpor.virginia.gov.",
      source: "18VAC50-22-260 B 9 j",
    },
  ],
};

const DC: JurisdictionLaw = {
  name: JURISDICTION_NAMES.en.DC,
  cite: (section) => `DC's home improvement rules (${section})`,
  sections: {
    dates: "16 DCMR chapter 8, contract terms",
    materials: null,
    contractor: "16 DCMR chapter 8, contract terms",
    signature: "16 DCMR chapter 8, contract terms",
    salesperson: "16 DCMR chapter 8, participating salespersons",
  },
  depositLimit: null,
  notices: [
    {
      id: "dc-license",
      title: "Licence and payments",
      text:
        "The contractor is licensed as a home improvement contractor by the District of Columbia Department of " +
        "Licensing and Consumer Protection (DLCP), https://dlcp.dc.gov. An unlicensed contractor may not accept " +
        "any payment, and you receive a receipt for every payment made before the work is completed.",
      source: "16 DCMR §§ 800.1 and 810.1",
    },
    {
      id: "dc-cancellation",
      title: "Your right to cancel",
      text:
        "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day " +
        "after the date of this transaction, by writing to the contractor at the address above. A deposit is " +
        "returned within 10 business days of the cancellation. See the Notice of Cancellation form attached to your signed contract for an explanation of this right.",
      source: "D.C. Code § 28-3811; 16 CFR § 429.1",
    },
  ],
};

export const LAW: Record<Jurisdiction, JurisdictionLaw> = { MD, VA, DC };

/**
 * The notices a contract in this jurisdiction prints, in its language: the common terms and
 * the law's, the owner's words where edited. A Spanish contract prints the owner's Spanish
 * words where they wrote them; else, for a notice they edited only in English, their English
 * words, marked as English (their words, perhaps their lawyer's, over our translation of the
 * default); else our Spanish of the default.
 */
export function noticesFor(
  jurisdiction: Jurisdiction,
  edited: Readonly<Record<string, string>> = {},
  language: Locale = "en",
  /** The owner's Spanish words, by id: read only for a Spanish contract. */
  editedSpanish: Readonly<Record<string, string>> = {},
): ContractTerm[] {
  return [...COMMON_NOTICES, ...LAW[jurisdiction].notices].map((notice) => {
    const own = edited[notice.id]?.trim();
    if (language === "en") return { ...notice, text: own ?? notice.text };
    const words = NOTICE_WORDS_ES[notice.id] ?? { title: notice.title, text: notice.text };
    const ownSpanish = editedSpanish[notice.id]?.trim();
    if (ownSpanish !== undefined) return { ...notice, title: words.title, text: ownSpanish };
    return own === undefined
      ? { ...notice, title: words.title, text: words.text }
      : { ...notice, title: words.title, text: own, lang: "en" };
  });
}

/** A notice's English title, as the owner's screens name it. */
const englishTitle = (id: string): string => EDITABLE_NOTICES.find((notice) => notice.id === id)?.title ?? id;

/** Every notice the owner may edit, with its default, in the order the editor lists them (null: every contract). */
export const EDITABLE_NOTICES: readonly (ContractTerm & { jurisdiction: Jurisdiction | null })[] = [
  ...COMMON_NOTICES.map((notice) => ({ ...notice, jurisdiction: null })),
  ...(Object.keys(LAW) as Jurisdiction[]).flatMap((jurisdiction) =>
    LAW[jurisdiction].notices.map((notice) => ({ ...notice, jurisdiction })),
  ),
];

type RuleId =
  | "zip"
  | "dates"
  | "date-order"
  | "valid-until"
  | "schedule"
  | "contractor"
  | "license"
  | "classification"
  | "materials"
  | "notice"
  | "signer"
  | "salesperson-license"
  | "deposit-limit"
  | "initials"
  | "notice-language";

export interface Breach {
  rule: RuleId;
  message: string;
}

/** What sending adds to the draft: today, who contracts, the notices as they will print, who signs for the contractor. */
export interface LawContext {
  /** YYYY-MM-DD in the business's zone. */
  today: string;
  contractor: ContractorTerms;
  terms: readonly ContractTerm[];
  /** The contractor's signer's typed name; "" when not given. */
  signer: string;
  /** The contractor's initials beside Maryland's arbitration clause; "" when not given. */
  initials: string;
}

/** A deposit above its jurisdiction's share of the price (Maryland's third); false where none is set. */
export function exceedsDepositLimit(jurisdiction: Jurisdiction, depositCents: number, totalCents: number): boolean {
  const limit = LAW[jurisdiction].depositLimit;
  return limit !== null && depositCents * limit.denominator > totalCents * limit.numerator;
}

/** The deposit's breach of a jurisdiction's limit, or null. */
function depositBreach(draft: ProposalDraft, jurisdiction: Jurisdiction): Breach | null {
  const law = LAW[jurisdiction];
  const limit = law.depositLimit;
  if (!limit) return null;
  const { kind, value } = draft.schedule.deposit;
  const total = proposalTotals(draft).totalCents;
  // A share of the price stays within the limit at every total the homeowner may tick up to
  // only if the share itself does; a fixed sum must fit the least total (nothing ticked).
  const mostShare = Math.floor((limit.numerator * PROPOSAL_LIMITS.basisPoints) / limit.denominator);
  const mostCents = Math.floor((total * limit.numerator) / limit.denominator);
  const over = kind === "percent" ? value > mostShare : exceedsDepositLimit(jurisdiction, value, total);
  if (!over) return null;
  const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)} %`;
  const most = kind === "percent" ? percent(mostShare) : formatCents(mostCents);
  const asked = kind === "percent" ? percent(value) : formatCents(value);
  return {
    rule: "deposit-limit",
    message: `${law.cite(limit.section)} allows a deposit of at most ${limit.words} of the contract price: at most ${most} here, not ${asked}.`,
  };
}

/** A ZIP whose law the product does not know: nothing else can be judged. */
export const zipBreach = (zip: string): Breach => ({
  rule: "zip",
  message: `The project's ZIP code ${zip} is not in Maryland, Virginia or DC as we serve them: correct the address first.`,
});

/**
 * Every rule the proposal breaks now, in the builder's reading order; empty when it may
 * be sent. The schema has checked the shapes; these are the law's and the schedule's.
 */
export function lawBreaches(draft: ProposalDraft, context: LawContext): Breach[] {
  const jurisdiction = jurisdictionOf(draft.client.zip);
  if (!jurisdiction) return [zipBreach(draft.client.zip)];
  const law = LAW[jurisdiction];
  const breaches: Breach[] = [];
  const add = (rule: RuleId, message: string) => breaches.push({ rule, message });
  const { contractor } = context;

  if (!contractor.name.trim() || !contractor.address.trim() || !contractor.phone.trim())
    add(
      "contractor",
      `${law.cite(law.sections.contractor)} requires the contractor's name, address and telephone number.`,
    );
  if (!contractor.license.number.trim())
    add("license", `${law.cite(law.sections.contractor)} requires the contractor's licence number.`);
  if (jurisdiction === "VA" && !contractor.license.classification.trim())
    add("classification", `${law.cite(law.sections.contractor)} requires the licence's class and classifications.`);
  if (law.sections.salesperson && draft.salesperson.name.trim() && !draft.salesperson.license.trim())
    add(
      "salesperson-license",
      `${law.cite(law.sections.salesperson)} requires the licence number of the salesperson who sold the job.`,
    );
  if (!draft.startDate || !draft.completionDate)
    add("dates", `${law.cite(law.sections.dates)} requires the approximate start and completion dates.`);
  else if (draft.completionDate < draft.startDate)
    add("date-order", "The completion date comes before the start date.");
  if (law.sections.materials && draft.materials.length === 0)
    add("materials", `${law.cite(law.sections.materials)} requires a list of the materials to be used.`);
  if (draft.validUntil < context.today) add("valid-until", "The proposal's validity date has passed: set a later one.");

  const least = proposalTotals(draft);
  const finalPayment = least.payments[least.payments.length - 1]?.cents ?? 0;
  if (finalPayment < 0)
    add(
      "schedule",
      `The deposit and the payments add up to more than the price (${formatCents(least.totalCents)}): lower them.`,
    );
  const deposit = depositBreach(draft, jurisdiction);
  if (deposit) breaches.push(deposit);

  for (const term of context.terms) {
    if ((!term.arbitration || draft.arbitration) && !term.text.trim())
      add("notice", `The notice "${term.title}" is empty: ${term.source || "the contract"} requires it.`);
    // A notice edited in English only prints the owner's English in a Spanish contract, which the right to cancel may not.
    if (term.lang === "en" && term.id.endsWith("-cancellation"))
      add(
        "notice-language",
        `The notice "${englishTitle(term.id)}" has your own words in English only: 16 CFR 429.1(a) asks for the right to cancel in the language of the sale. In Settings, "Contract notices", write its Spanish words or restore its default, to send this proposal in Spanish; or send it in English.`,
      );
  }
  if (jurisdiction === "MD" && draft.arbitration && context.initials.trim().length < 2)
    add(
      "initials",
      "Maryland's rules (COMAR 09.08.01.25 B) require both parties' initials beside the arbitration clause: type the company's.",
    );
  if (!context.signer.trim())
    add(
      "signer",
      `${law.cite(law.sections.signature)} requires the contract to be signed by each party: type who signs for the company.`,
    );
  return breaches;
}
