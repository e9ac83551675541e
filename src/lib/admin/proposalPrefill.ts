/**
 * A new proposal from a lead: what the lead already says (who, where, what), with the
 * builder's defaults for the rest (valid 30 days, a 30 % deposit, the rest on
 * completion, dates left for the owner). An estimate brings one line item priced at the
 * middle of its ballpark. What the homeowner will read of it (the title, the item, its
 * unit, the last payment's label) is written in the lead's language, the proposal's own. tests/unit/proposalPrefill.test.ts checks it, a row per lead.
 */
import { isLeadId } from "../../config/routes.ts";
import type { Locale } from "../../config/i18n.ts";
import { PROPOSAL_DRAFT_TEXT as en } from "../../config/text/en/proposalDraft.ts";
import { PROPOSAL_DRAFT_TEXT as es } from "../../config/text/es/proposalDraft.ts";
import type { Translation } from "../../config/text/translation.ts";
import type { LeadForProposal } from "../firebase/proposals.ts";
import type { LineItem, ProposalDraft, ProposalOwnerRequest } from "../../schemas/proposal.ts";
import { LEAD_COLLECTIONS, type LeadCollection } from "../../schemas/collections.ts";

type LeadRef = Extract<ProposalOwnerRequest, { action: "save" }>["lead"];

const DAY_MS = 86_400_000;
/** How long a new proposal is valid. */
const VALID_DAYS = 30;
/** A third is Maryland's most (§ 8-617); 30 % stays under it everywhere. */
const DEPOSIT_BASIS_POINTS = 3_000;

type DraftWords = Translation<typeof en>;
const DRAFT_WORDS: Record<Locale, DraftWords> = { en, es };

/** A YYYY-MM-DD day `days` later, by the calendar (no clock, no time zone). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A booking's message starts with the visit's own lines (when, where, project); the visitor's words follow. */
const VISIT_LINE = /^(Cancelled site visit|Site visit|Project):/;

function bookingScope(message: string): string {
  return message
    .split("\n")
    .filter((line) => !VISIT_LINE.test(line.trim()))
    .join("\n")
    .trim();
}

/** An option's label in the words' language; an unknown value as stored. */
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** "Kitchen remodel", "Remodelación de cocina"; a room of "other" names only the project ("Remodel"). */
function projectTitle(words: DraftWords, projectType: string, roomType: string): string {
  const project = label(words.projectTypes, projectType);
  if (!roomType || roomType === "other") return project;
  const title = words.title(project.toLowerCase(), label(words.roomTypes, roomType).toLowerCase());
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The estimate's work at the middle of its ballpark: per square foot when it has a size, else one job. */
function estimateItem(words: DraftWords, lead: Extract<LeadForProposal, { collection: "estimates" }>): LineItem[] {
  const { ballparkLow: low, ballparkHigh: high } = lead;
  const middleCents = low !== null && high !== null ? Math.round(((low + high) / 2) * 100) : null;
  const title = projectTitle(words, lead.projectType, lead.roomType);
  const feet = lead.squareFootage !== null && lead.squareFootage > 0 ? Math.round(lead.squareFootage * 100) / 100 : 0;
  if (feet > 0)
    return [
      {
        id: "i1",
        description: `${title}, ${feet} ${words.units.area}`,
        quantity: feet,
        unit: words.units.area,
        unitCents: middleCents === null ? 0 : Math.round(middleCents / feet),
        optional: false,
      },
    ];
  return [
    { id: "i1", description: title, quantity: 1, unit: words.units.job, unitCents: middleCents ?? 0, optional: false },
  ];
}

/** The proposal's lead and its first draft; `today` is YYYY-MM-DD in the business's zone. */
export function proposalFromLead(lead: LeadForProposal, today: string): { lead: LeadRef; draft: ProposalDraft } {
  const words = DRAFT_WORDS[lead.language];
  const defaults = {
    allowances: [],
    exclusions: [],
    materials: [],
    startDate: "",
    completionDate: "",
    validUntil: addDays(today, VALID_DAYS),
    schedule: {
      deposit: { kind: "percent" as const, value: DEPOSIT_BASIS_POINTS },
      milestones: [],
      finalLabel: words.finalLabel,
    },
    salesperson: { name: "", license: "" },
    arbitration: false,
    language: lead.language,
  };
  const ref = { collection: lead.collection, leadId: lead.id };
  if (lead.collection === "estimates")
    return {
      lead: ref,
      draft: {
        ...defaults,
        title: projectTitle(words, lead.projectType, lead.roomType),
        scope: lead.scope,
        client: { name: lead.name, email: lead.email, phone: lead.phone, street: "", city: "", zip: "" },
        items: estimateItem(words, lead),
      },
    };
  return {
    lead: ref,
    draft: {
      ...defaults,
      title: lead.projectType ? label(words.projectTypes, lead.projectType) : "",
      scope: lead.source === "booking" ? bookingScope(lead.message) : lead.message.trim(),
      client: {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        street: lead.street,
        city: "",
        zip: lead.zip,
      },
      items: [],
    },
  };
}

/** The lead the proposals page's address names (?from=<collection>&lead=<id>, from "Write a proposal"), or null. */
export function proposalLeadInAddress(search: string): { collection: LeadCollection; leadId: string } | null {
  const params = new URLSearchParams(search);
  const collection = LEAD_COLLECTIONS.find((name) => name === params.get("from"));
  const leadId = params.get("lead") ?? "";
  return collection && isLeadId(leadId) ? { collection, leadId } : null;
}
