/**
 * A lead (a contactForms or estimates document) as the owner works it in /admin: where it
 * stands and a private note. The dashboard checks an update with leadUpdateSchema before it
 * writes; firestore.rules allows an admin exactly these fields with the same list and limit
 * (tests/rules compare them).
 */
import * as z from "zod/mini";
import { LEAD_FIELD_TEXT } from "../config/text/leadFields.ts";
import type { Locale } from "../config/i18n.ts";
import type { ContactFormRow } from "./contact.ts";
import type { EstimateRow } from "./estimate.ts";
import type { LeadChannel, LeadOrigin } from "./leadOrigin.ts";

/** Where a lead came from; storeLead writes it on every lead ("booking": a site visit booked on /book). */
export type LeadSource = "contact" | "chat" | "estimate" | "booking";
/** A contactForms document comes from the contact form, the chat's call-back form or a booked visit. */
type ContactSource = Extract<LeadSource, "contact" | "chat" | "booking">;

/** In the order a lead moves through them; storeLead writes "new". */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Long enough for a call log, short enough that a page of 25 leads stays small. */
export const LEAD_NOTE_MAX_CHARS = 2000;

/** Leads per read: one screen of triage, and 25 documents keep the first page's read small. */
export const LEAD_PAGE_SIZE = 25;

export const leadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, LEAD_FIELD_TEXT.badStatus),
  note: z.string().check(z.maxLength(LEAD_NOTE_MAX_CHARS, LEAD_FIELD_TEXT.noteTooLong(LEAD_NOTE_MAX_CHARS))),
});

export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** A change that answers the lead for the first time: away from "new", with no first-answer time yet. */
export function isFirstAnswer(firstResponseAt: number | null, to: LeadStatus): boolean {
  return firstResponseAt === null && to !== "new";
}

/** Where a stored lead (or its homeowner's view) came from; one stored before leads had a source is a contact form. */
export function leadSourceOf(value: unknown): LeadSource {
  return value === "chat" || value === "booking" || value === "estimate" ? value : "contact";
}

/** A document written before leads had a status (or edited by hand) counts as new: nobody has handled it. */
export function leadStatusOf(value: unknown): LeadStatus {
  return LEAD_STATUSES.find((status) => status === value) ?? "new";
}

/** What every lead row carries besides its own fields. */
export interface LeadFields {
  status: LeadStatus;
  note: string;
}

/** Where the lead came from, and when the owner first answered it. */
interface LeadResponse {
  origin: LeadOrigin | null;
  /** "unknown" for a lead stored before leads kept their origin. */
  channel: LeadChannel;
  /** Its first change away from "new", epoch ms; null until then. */
  firstResponseAt: number | null;
  /** The language of the page it was sent from; "en" for a lead stored before leads kept theirs. */
  language: Locale;
}

/** What a lead sends: the owner's alert, the visitor's acknowledgement and the post to the owner's phone. */
export const LEAD_MAIL_KINDS = ["alert", "ack", "hook"] as const;
type LeadMailKind = (typeof LEAD_MAIL_KINDS)[number];
/** "refused": the mail server refused it for good (a 5xx); "gave_up": still failing after the last try. */
export const LEAD_MAIL_FAILURE_REASONS = ["refused", "gave_up"] as const;

/**
 * An e-mail of the lead the outbox gave up on. The outbox (src/server/outbox/deliver.ts)
 * stores it on the lead as `mailFailures.<kind>` = { reason, attempts, smtpCode, at }, so
 * the owner sees it on the lead in /admin; the admin only reads it.
 */
export interface LeadMailFailure {
  kind: LeadMailKind;
  reason: (typeof LEAD_MAIL_FAILURE_REASONS)[number];
  attempts: number;
  /** The SMTP reply code of the last try, when the server answered with one. */
  smtpCode: number | null;
}

/**
 * The review asked for on a won lead, as the functions record it on the lead
 * (`review`: askedAt, expiresAt, receivedAt, failedAt when the e-mail never arrived); epoch ms.
 */
export interface LeadReviewAsk {
  askedAt: number;
  receivedAt: number | null;
  failedAt: number | null;
}

interface LeadReview {
  review?: LeadReviewAsk | null;
}

/** On a row only when some e-mail of the lead failed for good. */
interface LeadMailFailures {
  mailFailures?: readonly LeadMailFailure[];
}

/** A booking's visit as its lead says it is (kept current by the booking functions). */
export interface LeadVisit {
  id: string;
  status: "booked" | "cancelled";
  /** Epoch ms; null when the lead does not say. */
  start: number | null;
}

/** One turn of the conversation a chat hand-off carries, as stored (its last turns, oldest first). */
export interface LeadTranscriptTurn {
  role: "user" | "assistant";
  content: string;
}

/**
 * A contact form or a chat hand-off. A chat lead may have no e-mail or no phone (one of
 * them is enough) and no note (its message), and carries the conversation; a document
 * stored before leads had a source reads as a contact form.
 */
export type ContactLead = ContactFormRow &
  LeadFields &
  LeadResponse &
  LeadReview &
  LeadMailFailures & {
    source: ContactSource;
    transcript: LeadTranscriptTurn[];
    /** A booking's lead: its visit. */
    visit?: LeadVisit;
  };
/** An estimate with the name and phone from the asker's profile (users/{uid}); "" when there is none. */
export type EstimateLead = EstimateRow &
  LeadFields &
  LeadResponse &
  LeadReview &
  LeadMailFailures & { userName: string; userPhone: string };
