import { useId, useState } from "react";
import { ADMIN_TEXT, REVIEW_TEXT } from "../../config/text.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../config/text/proposalAdmin.ts";
import { mailFailureText, STATUS_OPTIONS } from "../../lib/admin/inbox.ts";
import { formatAdminDate } from "../../lib/format/date.ts";
import { LEAD_NOTE_MAX_CHARS, type LeadMailFailure, type LeadReviewAsk, type LeadStatus } from "../../schemas/lead.ts";

const { inbox } = ADMIN_TEXT;
const reviewText = REVIEW_TEXT.admin;

interface StatusProps {
  who: string;
  status: LeadStatus;
  onChange: (status: LeadStatus) => void;
  /** In a list's line: narrower, beside the lead. */
  compact?: boolean;
}

/** A lead's status; saved as soon as it changes (the row reverts if the save fails). */
export function LeadStatusSelect({ who, status, onChange, compact = false }: StatusProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {inbox.statusLabel(who)}
      </label>
      <select
        id={id}
        className={compact ? "field-input min-h-10 w-auto py-1.5" : "field-input min-w-32"}
        value={status}
        onChange={(event) => onChange(STATUS_OPTIONS.find((o) => o.value === event.target.value)?.value ?? status)}
      >
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The lead's e-mails the outbox gave up on (the owner's alert, the visitor's acknowledgement), each with why. */
export function LeadMailFailures({ failures = [] }: { failures?: readonly LeadMailFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <ul className="mt-2 max-w-56 space-y-1 text-sm text-red-700">
      {failures.map((failure) => (
        <li key={failure.kind}>{mailFailureText(failure)}</li>
      ))}
    </ul>
  );
}

interface NoteProps {
  who: string;
  note: string;
  /** Resolves true when saved; a failed save keeps the draft so nothing typed is lost. */
  onSave: (note: string) => Promise<boolean>;
  /** Opened from a list's "Add note": the owner types at once. */
  autoFocus?: boolean;
}

/** A private note, saved when it loses focus and only if it changed. */
export function LeadNote({ who, note, onSave, autoFocus = false }: NoteProps) {
  const id = useId();
  // The draft outlives a failed save: the owner retries by leaving the field again.
  const [draft, setDraft] = useState(note);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {inbox.noteLabel(who)}
      </label>
      <textarea
        id={id}
        className="field-input min-w-48"
        rows={2}
        autoFocus={autoFocus}
        maxLength={LEAD_NOTE_MAX_CHARS}
        placeholder={inbox.notePlaceholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== note) void onSave(draft);
        }}
      />
    </>
  );
}

interface DeleteProps {
  who: string;
  onDelete: () => void;
}

export function LeadDeleteButton({ who, onDelete }: DeleteProps) {
  return (
    <button type="button" className="btn-secondary" aria-label={inbox.deleteLabel(who)} onClick={onDelete}>
      {inbox.deleteButton}
    </button>
  );
}

interface ProposeProps {
  who: string;
  onPropose: () => void;
}

/** "Write a proposal": the builder in /admin's proposals, prefilled from this lead. */
export function LeadProposeButton({ who, onPropose }: ProposeProps) {
  const T = PROPOSAL_ADMIN_TEXT.lead;
  return (
    <button type="button" className="btn-secondary" aria-label={T.writeLabel(who)} onClick={onPropose}>
      {T.write}
    </button>
  );
}

interface ReviewAskProps {
  who: string;
  /** An e-mail to send the request to; without one the owner is told why there is no button. */
  hasEmail: boolean;
  review: LeadReviewAsk | null | undefined;
  onAsk: () => Promise<void>;
}

/**
 * "Ask for a review" on a won lead, the same for every client. Once the review
 * is in, the lead says so instead; until then the owner may ask again (a new link).
 */
export function LeadReviewAskButton({ who, hasEmail, review, onAsk }: ReviewAskProps) {
  const [asking, setAsking] = useState(false);
  if (review?.receivedAt)
    return <p className="text-sm text-emerald-800">{reviewText.received(formatAdminDate(review.receivedAt))}</p>;
  if (!hasEmail) return <p className="text-sm text-ink-600">{REVIEW_TEXT.api.noEmail}</p>;
  const ask = async () => {
    setAsking(true);
    try {
      await onAsk();
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="text-sm" data-testid="review-ask">
      {review && <p className="mb-1 text-ink-600">{reviewText.asked(formatAdminDate(review.askedAt))}</p>}
      {review?.failedAt && <p className="mb-1 text-red-700">{reviewText.notDelivered}</p>}
      <button
        type="button"
        className="btn-secondary"
        aria-label={asking ? undefined : review ? reviewText.askAgainLabel(who) : reviewText.askLabel(who)}
        disabled={asking}
        onClick={() => void ask()}
      >
        {asking ? reviewText.asking : review ? reviewText.askAgain : reviewText.ask}
      </button>
    </div>
  );
}
