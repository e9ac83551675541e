import { LOCALES, type Locale } from "../../config/i18n.ts";
import type { Project } from "../../schemas/project.ts";
import type { StatsLead, StatsSummary, WindowSummary } from "../../schemas/leadStats.ts";
import { channelOf, LEAD_CHANNELS, leadOriginOf } from "../../schemas/leadOrigin.ts";
import type { VisitView } from "../../schemas/booking.ts";
import { isAreaSlug, isProjectPhoto, isServiceSlug } from "../../schemas/bounds.ts";
import { PROJECT_PHOTOS_MAX } from "../../schemas/photo.ts";
import {
  LEAD_MAIL_FAILURE_REASONS,
  LEAD_MAIL_KINDS,
  leadSourceOf,
  leadStatusOf,
  type ContactLead,
  type EstimateLead,
  type LeadMailFailure,
  type LeadReviewAsk,
  type LeadTranscriptTurn,
} from "../../schemas/lead.ts";
import { REVIEW_HIDE_REASONS, REVIEW_STATUSES, type PublicReview, type StoredReview } from "../../schemas/review.ts";
import type { AccountLead, AccountProposal } from "../../schemas/accountLead.ts";
import { STORED_PROPOSAL_STATES } from "../../schemas/proposalRules.ts";

/** Anything with toMillis(): a Firestore Timestamp from either SDK. */
interface TimestampLike {
  toMillis(): number;
}

/** Spec: a missing like count means 0. A damaged value also counts as 0 rather than NaN. */
export function likesOf(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

/** A Firestore Timestamp (SDK) or milliseconds (REST reader) as milliseconds. */
function millisOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "object" && value !== null && typeof (value as TimestampLike).toMillis === "function") {
    return (value as TimestampLike).toMillis();
  }
  return null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * A stored document as the grid shows it. Documents are written through validated
 * forms and rules, but one edited by hand in the console must not break the page.
 */
export function toProject(id: string, data: Record<string, unknown>): Project {
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    image: text(data.image),
    location: text(data.location),
    ...projectExtrasOf(data),
    likes: likesOf(data.likes),
    timestamp: millisOf(data.timestamp),
  };
}

/**
 * The optional service, area and photos, kept only when they are what the
 * rules allow: a hand edit naming an unknown service must not link to a missing page.
 */
function projectExtrasOf(data: Record<string, unknown>): Pick<Project, "service" | "area" | "photos"> {
  const photos = Array.isArray(data.photos) ? data.photos.filter(isProjectPhoto) : [];
  return {
    ...(isServiceSlug(data.service) ? { service: data.service } : {}),
    ...(isAreaSlug(data.area) ? { area: data.area } : {}),
    ...(photos.length > 0 ? { photos: photos.slice(0, PROJECT_PHOTOS_MAX) } : {}),
  };
}

/** The stored conversation's well-formed turns; anything else (a hand edit, no transcript) is left out. */
function transcriptOf(value: unknown): LeadTranscriptTurn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((turn: unknown) => {
    if (typeof turn !== "object" || turn === null) return [];
    const { role, content } = turn as Record<string, unknown>;
    if ((role !== "user" && role !== "assistant") || typeof content !== "string" || content.trim() === "") return [];
    return [{ role, content }];
  });
}

/** The e-mails the outbox gave up on, alert first; only when there are some (most leads have none). */
function mailFailuresOf(value: unknown): { mailFailures?: LeadMailFailure[] } {
  if (typeof value !== "object" || value === null) return {};
  const failures = LEAD_MAIL_KINDS.flatMap((kind): LeadMailFailure[] => {
    const stored = (value as Record<string, unknown>)[kind];
    if (typeof stored !== "object" || stored === null) return [];
    const { reason, attempts, smtpCode } = stored as Record<string, unknown>;
    const known = LEAD_MAIL_FAILURE_REASONS.find((item) => item === reason);
    if (!known || typeof attempts !== "number") return [];
    return [{ kind, reason: known, attempts, smtpCode: typeof smtpCode === "number" ? smtpCode : null }];
  });
  return failures.length > 0 ? { mailFailures: failures } : {};
}

/** The review asked for on the lead; null when never asked. */
function reviewAskOf(value: unknown): { review: LeadReviewAsk | null } {
  if (typeof value !== "object" || value === null) return { review: null };
  const stored = value as Record<string, unknown>;
  const askedAt = millisOf(stored.askedAt);
  if (askedAt === null) return { review: null };
  return { review: { askedAt, receivedAt: millisOf(stored.receivedAt), failedAt: millisOf(stored.failedAt) } };
}

/** Where the lead came from and when it was first answered; what was never stored reads as unknown. */
function trackingOf(data: Record<string, unknown>) {
  const origin = leadOriginOf(data.origin);
  return {
    origin,
    channel: LEAD_CHANNELS.find((channel) => channel === data.channel) ?? channelOf(origin),
    firstResponseAt: millisOf(data.firstResponseAt),
    language: LOCALES.find((locale) => locale === data.language) ?? "en",
  };
}

/** What the response figures count of a stored lead (src/lib/leads/stats.ts). */
export function statsLeadOf(data: Record<string, unknown>): StatsLead {
  const { channel, firstResponseAt } = trackingOf(data);
  return { timestamp: millisOf(data.timestamp), channel, status: leadStatusOf(data.status), firstResponseAt };
}

/** The stored summary (settings/leadStats) as the panel reads it; a window that does not read as one is left out. */
export function toStatsSummary(data: Record<string, unknown>): StatsSummary {
  const windows = Array.isArray(data.windows) ? (data.windows as WindowSummary[]) : [];
  return {
    computedAt: millisOf(data.computedAt) ?? 0,
    today: text(data.today),
    windows: windows.filter((window) => typeof window?.days === "number" && Array.isArray(window.weeks)),
  };
}

/*
 * Documents come from validated server writes, but the owner's page must survive a
 * hand-edited one. A lead without a status (stored before the inbox) reads as new; one
 * without a source (stored before the chat hand-off) as a contact form.
 */
export function toContactFormRow(id: string, data: Record<string, unknown>): ContactLead {
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    message: text(data.message),
    timestamp: millisOf(data.timestamp),
    status: leadStatusOf(data.status),
    note: text(data.note),
    ...trackingOf(data),
    source: data.source === "chat" || data.source === "booking" ? data.source : "contact",
    transcript: transcriptOf(data.transcript),
    ...(data.source === "booking" && typeof data.visitId === "string" && data.visitId
      ? {
          visit: {
            id: data.visitId,
            status: data.visitStatus === "cancelled" ? "cancelled" : "booked",
            start: millisOf(data.visitStart),
          },
        }
      : {}),
    ...reviewAskOf(data.review),
    ...mailFailuresOf(data.mailFailures),
  };
}

export function toEstimateRow(id: string, data: Record<string, unknown>): EstimateLead {
  return {
    id,
    projectType: text(data.projectType),
    squareFootage: num(data.squareFootage),
    roomType: text(data.roomType),
    timeline: text(data.timeline),
    scope: text(data.scope),
    ballparkLow: num(data.ballparkLow),
    ballparkHigh: num(data.ballparkHigh),
    result: text(data.result),
    userId: text(data.userId),
    email: text(data.email),
    timestamp: millisOf(data.timestamp),
    status: leadStatusOf(data.status),
    note: text(data.note),
    ...trackingOf(data),
    // Filled from the profile by the inbox's read (adminData.ts), not stored on the estimate.
    userName: "",
    userPhone: "",
    ...reviewAskOf(data.review),
    ...mailFailuresOf(data.mailFailures),
  };
}

/** A booked visit as the agenda lists it: the visit page's fields, its times in epoch milliseconds. */
export interface VisitRow extends Omit<VisitView, "start" | "end" | "status"> {
  start: number;
  end: number;
  /** The language the visit was booked in (English for one booked before visits kept it). */
  language: Locale;
}

export function toVisitRow(id: string, data: Record<string, unknown>): VisitRow {
  return {
    id,
    start: millisOf(data.start) ?? 0,
    end: millisOf(data.end) ?? 0,
    name: text(data.name),
    phone: text(data.phone),
    email: text(data.email),
    street: text(data.street),
    zip: text(data.zip),
    projectType: text(data.projectType),
    note: text(data.note),
    language: LOCALES.find((locale) => locale === data.language) ?? "en",
  };
}

/** A review as /admin lists it; a hand-edited document reads with safe defaults. */
export function toStoredReview(id: string, data: Record<string, unknown>): StoredReview {
  const status = REVIEW_STATUSES.find((value) => value === data.status) ?? "submitted";
  return {
    id,
    rating: Math.min(5, Math.max(1, Math.round(num(data.rating) ?? 5))),
    text: text(data.text),
    name: text(data.name),
    town: text(data.town),
    project: text(data.project),
    status,
    reply: text(data.reply),
    hiddenReason: REVIEW_HIDE_REASONS.find((value) => value === data.hiddenReason) ?? null,
    service: isServiceSlug(data.service) ? data.service : null,
    area: isAreaSlug(data.area) ? data.area : null,
    submittedAt: millisOf(data.submittedAt) ?? 0,
    publishedAt: millisOf(data.publishedAt),
  };
}

/** A published review as the pages show it (read over REST at build time). */
export function toPublicReview(id: string, data: Record<string, unknown>): PublicReview {
  const { rating, text: body, name, town, project, reply, service, area, submittedAt } = toStoredReview(id, data);
  const date = text(data.date);
  const language = LOCALES.find((locale) => locale === data.language);
  return {
    id,
    rating,
    text: body,
    name,
    town,
    project,
    reply,
    service,
    area,
    date,
    at: submittedAt,
    demo: false,
    ...(language && language !== "en" ? { language } : {}),
  };
}

/** A homeowner's view of a lead as /account lists it; what does not read as its kind is left out. */
function accountProposalOf(value: unknown): AccountProposal | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as Record<string, unknown>;
  const state = STORED_PROPOSAL_STATES.find((known) => known === stored.state);
  if (!state || state === "draft") return null;
  return {
    id: text(stored.id),
    title: text(stored.title),
    state,
    totalCents: num(stored.totalCents) ?? 0,
    sentAt: num(stored.sentAt),
    expiresAt: num(stored.expiresAt),
    signedAt: num(stored.signedAt),
    depositCents: num(stored.depositCents) ?? 0,
    depositPaidAt: num(stored.depositPaidAt),
    depositRefundedCents: num(stored.depositRefundedCents) ?? 0,
    ...(stored.language === "es" ? { language: "es" as const } : {}),
  };
}

export function toAccountLead(id: string, data: Record<string, unknown>): AccountLead {
  const kind = leadSourceOf(data.kind);
  return {
    id,
    kind,
    email: text(data.email),
    uid: typeof data.uid === "string" ? data.uid : null,
    message: text(data.message),
    status: leadStatusOf(data.status),
    timestamp: millisOf(data.timestamp),
    visitStart: millisOf(data.visitStart),
    proposal: accountProposalOf(data.proposal),
    ...(kind === "booking"
      ? { visitId: text(data.visitId), visitStatus: data.visitStatus === "cancelled" ? "cancelled" : "booked" }
      : {}),
    ...(kind === "estimate"
      ? {
          projectType: text(data.projectType),
          roomType: text(data.roomType),
          squareFootage: num(data.squareFootage) ?? undefined,
          timeline: text(data.timeline),
          ballparkLow: num(data.ballparkLow),
          ballparkHigh: num(data.ballparkHigh),
          result: text(data.result),
        }
      : {}),
  };
}
