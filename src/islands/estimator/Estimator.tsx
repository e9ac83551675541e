import type { Locale } from "../../config/i18n.ts";
import { ESTIMATOR_WORDS } from "../../lib/estimator/estimatorWords.ts";
import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import { ballparkFor, tryBallpark } from "../../lib/pricing/defaultGuide.ts";
import { DEFAULT_PRICING_RATES } from "../../lib/pricing/pricingData.ts";
import { estimatorRates } from "../../lib/pricing/pricingLoad.ts";
import type { PricingRates } from "../../schemas/pricing.ts";
import { EMPTY_ESTIMATE, validateEstimate, type EstimateValues } from "../../lib/estimator/estimateForm.ts";
import { ESTIMATE_LIMITS, type EstimateField } from "../../schemas/estimate.ts";
import { estimatorReducer, IDLE } from "../../lib/estimator/estimatorState.ts";
import { requestEstimate } from "../../lib/estimator/requestEstimate.ts";
import { isDailyCap, UNKNOWN, verificationReducer } from "../../lib/estimator/verification.ts";
import { idToken } from "../../lib/firebase/auth.ts";
import FieldError from "../shared/FieldError.tsx";
import { useFormFields } from "../shared/useFormFields.ts";
import BallparkCard from "./BallparkCard.tsx";
import EstimateResult from "./EstimateResult.tsx";
import VerifyEmailOffer from "./VerifyEmailOffer.tsx";

/** The account's e-mail verification (src/lib/firebase/auth.ts); the page passes Firebase's. */
export interface EmailVerification {
  /** Asks afresh; true also once the link has been clicked elsewhere. */
  check: () => Promise<boolean>;
  send: () => Promise<void>;
}

interface Props {
  /** The page's language: the form's words, the AI's reply and the lead's. */
  locale?: Locale;
  /** Injected by tests; the page uses Firebase Auth and the browser's fetch. */
  getIdToken?: (forceRefresh: boolean) => Promise<string>;
  fetchImpl?: typeof fetch;
  /** Without it (tests of other behaviour) no verification offer is shown. */
  verification?: EmailVerification;
  /** The pricing guide for the instant ballpark; the page reads Firestore (never rejects: seeded figures on failure). */
  loadRates?: () => Promise<PricingRates>;
}

/** The option lists in site.ts's order; their names come from the page's language (OPTION_TEXT). */
const SELECTS = [
  { name: "projectType", options: PROJECT_TYPES, names: "projectTypes" },
  { name: "roomType", options: ROOM_TYPES, names: "roomTypes" },
  { name: "timeline", options: TIMELINES, names: "timelines" },
] as const;

export default function Estimator({
  locale = "en",
  getIdToken = idToken,
  fetchImpl,
  verification,
  loadRates = estimatorRates,
}: Props) {
  const { values, errors, setErrors, onChange } = useFormFields<EstimateValues>(EMPTY_ESTIMATE);
  const [state, dispatch] = useReducer(estimatorReducer, IDLE);
  const [verify, dispatchVerify] = useReducer(verificationReducer, UNKNOWN);
  const busy = useRef(false);
  // The preview waits for the guide, so it never shows a figure that is about to change.
  const [rates, setRates] = useState<PricingRates | null>(null);
  const words = ESTIMATOR_WORDS[locale];
  const T = words.text;
  const { labels } = T;

  useEffect(() => {
    let live = true;
    void loadRates().then((loaded) => live && setRates(loaded));
    return () => {
      live = false;
    };
  }, [loadRates]);

  useEffect(() => {
    if (!verification) return;
    let live = true;
    verification
      .check()
      .then((verified) => live && dispatchVerify({ type: "checked", verified }))
      // Unknown stays unknown: the offer is a convenience, the server enforces the cap.
      .catch((error: unknown) => console.error("Could not check the e-mail verification", error));
    return () => {
      live = false;
    };
  }, [verification]);

  const sendVerification = async () => {
    if (!verification) return;
    dispatchVerify({ type: "sending" });
    try {
      await verification.send();
      dispatchVerify({ type: "sent" });
    } catch (error) {
      console.error("Could not send the verification e-mail", error);
      dispatchVerify({ type: "sendFailed" });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateEstimate(values, T.fieldErrors);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    busy.current = true;
    const input = checked.value;
    // Sent before the guide arrived: the seeded figures until the server's range (what the model is told) replaces them.
    const instant = ballparkFor(input, rates ?? DEFAULT_PRICING_RATES);
    dispatch({ type: "started", input, ballpark: instant });
    if (verification && verify.status === "unverified") {
      // The link may have been clicked since: asking renews the token, and the server then allows more.
      const verified = await verification.check().catch(() => false);
      dispatchVerify({ type: "checked", verified });
    }
    const answer = await requestEstimate(locale === "en" ? input : { ...input, language: locale }, {
      toasts: T.toasts,
      getIdToken,
      fetchImpl,
      onText: (text) => dispatch({ type: "streamed", text }),
    });
    busy.current = false;
    if (!answer.ok) {
      console.error(
        "Estimate failed",
        answer.failure.kind === "http"
          ? `HTTP ${answer.failure.status} ${answer.failure.code ?? ""}`
          : answer.failure.kind,
      );
      dispatch({ type: "failed", error: answer.error });
      if (isDailyCap(answer.failure)) dispatchVerify({ type: "capReached" });
      return;
    }
    dispatch({ type: "completed", text: answer.text, ballpark: answer.ballpark, saved: answer.saved });
  };

  const generating = state.phase === "generating";
  const preview =
    state.phase === "idle" && rates
      ? tryBallpark({ ...values, squareFootage: Number(values.squareFootage) || undefined }, rates)
      : null;
  const errorId = (field: EstimateField) => `estimate-${field}-error`;
  const fieldProps = (field: EstimateField) => ({
    id: `estimate-${field}`,
    name: field,
    value: values[field],
    onChange,
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  });
  const fieldError = (field: EstimateField) => <FieldError id={errorId(field)} message={errors[field]} />;

  return (
    <div className="space-y-8">
      <form
        onSubmit={onSubmit}
        aria-label={T.heading}
        className="space-y-5 rounded-2xl border border-slate-200 p-6 shadow-sm print:hidden"
        data-testid="estimator-form"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {SELECTS.map(({ name, options, names }) => (
            <div key={name}>
              <label htmlFor={`estimate-${name}`} className="field-label">
                {labels[name]}
              </label>
              <select {...fieldProps(name)} className="field-input">
                <option value="" disabled>
                  {T.choose}
                </option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {(words.options[names] as Readonly<Record<string, string>>)[option.value]}
                  </option>
                ))}
              </select>
              {fieldError(name)}
            </div>
          ))}
          <div>
            <label htmlFor="estimate-squareFootage" className="field-label">
              {labels.squareFootage}
            </label>
            <input
              type="number"
              inputMode="numeric"
              min={ESTIMATE_LIMITS.squareFootage.min}
              max={ESTIMATE_LIMITS.squareFootage.max}
              step={1}
              placeholder={T.squareFootagePlaceholder}
              {...fieldProps("squareFootage")}
              className="field-input"
            />
            {fieldError("squareFootage")}
          </div>
        </div>
        <div>
          <label htmlFor="estimate-scope" className="field-label">
            {labels.scope}
          </label>
          <textarea
            rows={5}
            maxLength={ESTIMATE_LIMITS.scope.max}
            placeholder={T.scopePlaceholder}
            {...fieldProps("scope")}
            className="field-input"
          />
          {fieldError("scope")}
        </div>
        {preview && <BallparkCard ballpark={preview} text={T} compact />}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={generating}>
          {generating ? T.toasts.generating : T.submit}
        </button>
      </form>

      <VerifyEmailOffer state={verify} texts={T.verification} onSend={() => void sendVerification()} />

      {state.phase === "error" && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          data-testid="estimate-error"
        >
          {state.error}
        </div>
      )}

      {state.phase !== "idle" && <EstimateResult state={state} words={words} />}
    </div>
  );
}
