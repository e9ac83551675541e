import { useId, useState } from "react";
import LongText from "../LongText.tsx";
import { AREAS, SERVICES } from "../../../config/site.ts";
import { REVIEW_TEXT } from "../../../config/text.ts";
import { decisionFor, draftOf, type ReviewAction, type ReviewDraft } from "../../../lib/admin/reviewModeration.ts";
import { formatAdminDate } from "../../../lib/format/date.ts";
import type { FieldErrors } from "../../../schemas/check.ts";
import {
  REVIEW_HIDE_REASONS,
  REVIEW_LIMITS,
  type ReviewModeration,
  type StoredReview,
} from "../../../schemas/review.ts";
import FieldError from "../../shared/FieldError.tsx";

const T = REVIEW_TEXT.admin;

interface Props {
  review: StoredReview;
  /** Resolves true once saved; the card keeps the draft otherwise. */
  onDecide: (decision: ReviewModeration) => Promise<boolean>;
}

const SERVICE_CHOICES = SERVICES.map((service) => ({ value: service.slug, label: service.title }));
const AREA_CHOICES = AREAS.map((area) => ({ value: area.slug, label: area.label }));
const REASON_CHOICES = REVIEW_HIDE_REASONS.map((reason) => ({ value: reason, label: T.hideReasons[reason] }));

/** One review as the client wrote it, and the owner's decision: pages, reply, publish or hide with a reason. */
export default function ReviewCard({ review, onDecide }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(review));
  const [errors, setErrors] = useState<FieldErrors<keyof ReviewModeration>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ReviewDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const act = async (action: ReviewAction) => {
    const checked = decisionFor(action, review, draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    await onDecide(checked.value);
    setBusy(false);
  };

  const select = (
    field: "service" | "area" | "hiddenReason",
    label: string,
    choices: readonly { value: string; label: string }[],
    empty: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="field-label">
        {label}
      </label>
      <select
        id={`${id}-${field}`}
        className="field-input"
        value={draft[field]}
        onChange={(event) => set(field)(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
      >
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <li
      className="rounded-xl border border-slate-200 p-4 wrap-anywhere"
      data-testid="admin-review"
      aria-labelledby={`${id}-who`}
      data-status={review.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-who`} className="font-semibold">
          {T.from(review.name, review.town)}
        </h3>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold" data-testid="admin-review-status">
          {review.status === "hidden" && review.hiddenReason
            ? T.hiddenBecause(T.hideReasons[review.hiddenReason])
            : T.statusLabels[review.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        <span aria-hidden="true" className="text-brand-600">
          {"★".repeat(review.rating)}
        </span>
        <span className="sr-only">{REVIEW_TEXT.list.rated(review.rating)}</span> · {review.project} ·{" "}
        {T.submitted(formatAdminDate(review.submittedAt))}
      </p>
      {/* Two lines, then "Show more": a card a screen's height each would hide the next review. */}
      <blockquote className="mt-3 text-ink-700">
        <LongText text={review.text} lines={2} />
      </blockquote>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {select("service", T.service, SERVICE_CHOICES, T.none)}
        {select("area", T.area, AREA_CHOICES, T.none)}
      </div>
      <div className="mt-3">
        <label htmlFor={`${id}-reply`} className="field-label">
          {T.reply}
        </label>
        <textarea
          id={`${id}-reply`}
          className="field-input"
          rows={2}
          maxLength={REVIEW_LIMITS.replyMaxChars}
          value={draft.reply}
          onChange={(event) => set("reply")(event.target.value)}
          aria-invalid={errors.reply ? true : undefined}
          aria-describedby={errors.reply ? `${id}-reply-error` : undefined}
        />
        <FieldError id={`${id}-reply-error`} message={errors.reply} />
      </div>
      <div className="mt-3">{select("hiddenReason", T.hideReason, REASON_CHOICES, T.hideReasonPick)}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        {review.status !== "published" && (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void act("publish")}>
            {T.publish}
          </button>
        )}
        {review.status !== "submitted" && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void act("save")}>
            {T.saveChanges}
          </button>
        )}
        {review.status !== "hidden" && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void act("hide")}>
            {T.hide}
          </button>
        )}
      </div>
    </li>
  );
}
