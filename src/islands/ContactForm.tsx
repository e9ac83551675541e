import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from "../schemas/bounds.ts";
import { contactPrefill } from "../lib/contact/prefill.ts";
import type { Locale } from "../config/i18n.ts";
import { CONTACT_TEXTS } from "../lib/contact/contactText.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { EMPTY_CONTACT, validateContact, type ContactAntiSpam, type ContactInput } from "../schemas/contact.ts";
import { contactFailureText, sendContactMessage } from "../lib/api-client/contact.ts";
import FieldError from "./shared/FieldError.tsx";
import { useFormFields } from "./shared/useFormFields.ts";
import { useTypedBeforeHydration } from "./shared/useTypedBeforeHydration.ts";

interface Props {
  /** The page's language: the form's words, and the lead's (its instant reply, the owner's alert). */
  locale?: Locale;
  /** Injected by tests; the page posts to /api/contact. */
  submit?: (input: ContactInput, antiSpam: ContactAntiSpam, options: { language: Locale }) => Promise<unknown>;
}

/** The honeypot's name: a field bots fill and people never see (see CONTACT_ANTI_SPAM). */
const HONEYPOT = "website";

const FIELDS: { name: Exclude<ContactField, "message">; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
];

export default function ContactForm({ locale = "en", submit = sendContactMessage }: Props) {
  const { form: T, fields: fieldErrors } = CONTACT_TEXTS[locale];
  const { values, setValues, errors, setErrors, onChange } = useFormFields<ContactInput>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);
  // Until hydrated, a click would submit the form natively and reload the page.
  const [ready, setReady] = useState(false);
  // performance.now() when the form became usable; the server refuses a submit faster than a person.
  const usableSince = useRef(0);

  const formRef = useTypedBeforeHydration(CONTACT_FIELDS, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  useEffect(() => {
    setReady(true);
    // A prefill from the address fills only what the visitor has not typed already.
    const prefill = contactPrefill(window.location.search);
    const typed = formRef.current ? new FormData(formRef.current) : null;
    // Someone who typed before hydration has been at it since the page loaded (time 0).
    const typedAlready = CONTACT_FIELDS.some((field) => typed?.get(field));
    usableSince.current = typedAlready ? 0 : performance.now();
    const untouched = Object.fromEntries(Object.entries(prefill).filter(([field]) => !typed?.get(field)));
    if (Object.keys(untouched).length > 0) setValues((current) => ({ ...current, ...untouched }));
    // Once, when the form hydrates: the prefill must not overwrite what is typed later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateContact(values, fieldErrors);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT);
    const antiSpam: ContactAntiSpam = {
      website: typeof honeypot === "string" ? honeypot : "",
      elapsedMs: Math.round(performance.now() - usableSince.current),
    };
    setSending(true);
    try {
      await submit(result.value, antiSpam, { language: locale });
      toast.success(T.success);
      setValues(EMPTY_CONTACT);
      setErrors({});
    } catch (error) {
      // Never the message body: only what went wrong.
      console.error("Contact form submission failed", error instanceof Error ? error.name : error);
      toast.error(contactFailureText(error, T));
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    required: true,
    maxLength: CONTACT_LIMITS[name].max,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: "field-input",
  });

  const fieldError = (name: ContactField) => <FieldError id={`contact-${name}-error`} message={errors[name]} />;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={T.formLabel}
      data-testid="contact-form"
      data-ready={ready}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === "name" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`contact-${field.name}`} className="field-label">
              {T.labels[field.name]}
            </label>
            <input
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={T.placeholders[field.name]}
              {...fieldProps(field.name)}
            />
            {fieldError(field.name)}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor="contact-message" className="field-label">
          {T.labels.message}
        </label>
        <textarea rows={6} placeholder={T.placeholders.message} {...fieldProps("message")} />
        {fieldError("message")}
      </div>
      {/* The honeypot: off screen, out of the tab order and the accessibility tree; bots that fill every field fill it. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="contact-website">{T.honeypotLabel}</label>
        <input id="contact-website" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!ready || sending}>
        {sending ? T.sending : T.submit}
      </button>
    </form>
  );
}
