import { fragmentToken } from "../../lib/fragmentToken.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LISTINGS } from "../../config/site.ts";
import type { Locale } from "../../config/i18n.ts";
import { REVIEW_WORDS } from "../../lib/reviews/reviewWords.ts";
import { reviewFailureText, sendReview } from "../../lib/api-client/reviews.ts";
import { checkForm } from "../../schemas/check.ts";
import { REVIEW_LIMITS, reviewFormSchemaIn, type ReviewField } from "../../schemas/review.ts";
import FieldError from "../shared/FieldError.tsx";
import { useFormFields } from "../shared/useFormFields.ts";

interface Props {
  /** The page's language: the one the e-mail with the link was written in. */
  locale?: Locale;
  /** Injected by tests; the page posts to /api/reviews. */
  send?: typeof sendReview;
}

type Screen = { kind: "form" } | { kind: "sent" } | { kind: "refused"; message: string };

const EMPTY = { rating: "", text: "", name: "", town: "", project: "" };
const TEXT_FIELDS = [
  { name: "name", autoComplete: "given-name", max: REVIEW_LIMITS.name.max },
  { name: "town", autoComplete: "address-level2", max: REVIEW_LIMITS.town.max },
  { name: "project", autoComplete: "off", max: REVIEW_LIMITS.project.max },
] as const;

/** A link's token as the e-mails carry it: base64url of 32 bytes. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token from the link's fragment (/review#token), never sent to a server by the browser
 * itself; "" when there is none, null when it is not a link's (cut short by a mail client).
 */
function tokenFromHash(): string | null {
  try {
    const token = fragmentToken();
    return token === "" || TOKEN_SHAPE.test(token) ? token : null;
  } catch {
    return null;
  }
}

const FIELD_ORDER: readonly ReviewField[] = ["rating", "text", "name", "town", "project"];

/** A client's review of their job, from the private link in the e-mail; sent once. */
export default function ReviewForm({ locale = "en", send = sendReview }: Props) {
  const words = REVIEW_WORDS[locale];
  const T = words.text.form;
  const { values, errors, setErrors, onChange } = useFormFields(EMPTY);
  // undefined until hydrated (the server's HTML cannot see the fragment).
  const [token, setToken] = useState<string | undefined>();
  const [screen, setScreen] = useState<Screen>({ kind: "form" });
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const outcomeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const fromLink = tokenFromHash();
    if (fromLink === null) setScreen({ kind: "refused", message: words.text.api.linkInvalid });
    else setToken(fromLink);
  }, [words]);

  /** Shows each field's problem and takes the focus to the first, so a screen reader hears it. */
  const showErrors = (found: Partial<Record<ReviewField, string>>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  // The outcome is said where the focus goes, so a screen reader reads it.
  useEffect(() => {
    if (screen.kind !== "form") outcomeRef.current?.focus();
  }, [screen]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !token) return;
    const checked = checkForm(reviewFormSchemaIn(words.text.errors), {
      ...values,
      rating: values.rating ? Number(values.rating) : undefined,
    });
    if (!checked.ok) return showErrors(checked.errors);
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await send(token, checked.value, words.text);
      if (answer.kind === "sent") setScreen({ kind: "sent" });
      else if (answer.kind === "refused") setScreen({ kind: "refused", message: answer.message });
      else if (FIELD_ORDER.includes(answer.field as ReviewField))
        showErrors({ [answer.field as ReviewField]: answer.message });
      // The token refused as malformed: the link, not the review, is what is wrong.
      else setScreen({ kind: "refused", message: words.text.api.linkInvalid });
    } catch (error) {
      setFailure(reviewFailureText(error, words.text, locale));
    } finally {
      setSending(false);
    }
  };

  if (token === "") return <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{T.linkMissing}</p>;
  if (screen.kind === "refused")
    return (
      <div data-testid="review-refused">
        <h2 ref={outcomeRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {screen.message}
        </h2>
      </div>
    );
  if (screen.kind === "sent")
    return (
      <div data-testid="review-sent">
        <h2 ref={outcomeRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {T.doneHeading}
        </h2>
        <p className="mt-3 text-ink-700">{T.done}</p>
        <a href={LISTINGS.googleReview.value} className="btn-secondary mt-5" rel="noopener">
          {words.leaveOnGoogle}
        </a>
      </div>
    );

  const described = (name: ReviewField, hint?: string) =>
    [errors[name] ? `review-${name}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      className="space-y-6"
      noValidate
      data-testid="review-form"
      data-ready={token !== undefined}
    >
      <fieldset aria-describedby={described("rating")}>
        <legend className="field-label">{T.rating}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={values.rating === String(stars)}
                onChange={onChange}
                aria-invalid={errors.rating ? true : undefined}
              />
              <span aria-hidden="true" className="text-brand-600">
                {"★".repeat(stars)}
              </span>
              <span className="text-sm">{T.stars(stars)}</span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={errors.rating} />
      </fieldset>
      <div>
        <label htmlFor="review-text" className="field-label">
          {T.text}
        </label>
        <p id="review-text-hint" className="mb-1 text-sm text-ink-600">
          {T.textHint}
        </p>
        <textarea
          id="review-text"
          name="text"
          rows={6}
          className="field-input"
          value={values.text}
          onChange={onChange}
          maxLength={REVIEW_LIMITS.text.max}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described("text", "review-text-hint")}
        />
        <FieldError id="review-text-error" message={errors.text} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={field.name === "project" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`review-${field.name}`} className="field-label">
              {T[field.name]}
            </label>
            <input
              id={`review-${field.name}`}
              name={field.name}
              type="text"
              className="field-input"
              autoComplete={field.autoComplete}
              placeholder={field.name === "project" ? T.projectHint : undefined}
              value={values[field.name]}
              onChange={onChange}
              maxLength={field.max}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={described(field.name)}
            />
            <FieldError id={`review-${field.name}-error`} message={errors[field.name]} />
          </div>
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={token === undefined || sending}>
        {sending ? T.sending : T.submit}
      </button>
    </form>
  );
}
