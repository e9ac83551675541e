import { MESSAGES, ESTIMATOR_TEXT } from "../../config/text.ts";
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
  /** Injected by tests; the page uses Firebase Auth and the browser's fetch. */
  getIdToken?: (forceRefresh: boolean) => Promise<string>;
  fetchImpl?: typeof fetch;
  /** Without it (tests of other behaviour) no verification offer is shown. */
  verification?: EmailVerification;
  /** The pricing guide for the instant ballpark; the page reads Firestore (never rejects: seeded figures on failure). */
  loadRates?: () => Promise<PricingRates>;
}

const SELECTS = [
  { name: "projectType", options: PROJECT_TYPES },
  { name: "roomType", options: ROOM_TYPES },
  { name: "timeline", options: TIMELINES },
] as const;

export default function Estimator({
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
  const { labels } = ESTIMATOR_TEXT;

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
    const checked = validateEstimate(values);
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
    const answer = await requestEstimate(input, {
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
        aria-label={ESTIMATOR_TEXT.heading}
        className="space-y-5 rounded-2xl border border-slate-200 p-6 shadow-sm print:hidden"
        data-testid="estimator-form"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {SELECTS.map(({ name, options }) => (
            <div key={name}>
              <label htmlFor={`estimate-${name}`} className="field-label">
                {labels[name]}
              </label>
              <select {...fieldProps(name)} className="field-input">
                <option value="" disabled>
                  {ESTIMATOR_TEXT.choose}
                </option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
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
              placeholder={ESTIMATOR_TEXT.squareFootagePlaceholder}
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
            placeholder={ESTIMATOR_TEXT.scopePlaceholder}
            {...fieldProps("scope")}
            className="field-input"
          />
          {fieldError("scope")}
        </div>
        {preview && <BallparkCard ballpark={preview} compact />}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={generating}>
          {generating ? MESSAGES.estimatorGenerating : ESTIMATOR_TEXT.submit}
        </button>
      </form>

      <VerifyEmailOffer state={verify} onSend={() => void sendVerification()} />

      {state.phase === "error" && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          data-testid="estimate-error"
        >
          {state.error}
        </div>
      )}

      {state.phase !== "idle" && <EstimateResult state={state} />}
    </div>
  );
}
