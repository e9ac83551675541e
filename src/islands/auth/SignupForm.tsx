import type { Locale } from "../../config/i18n.ts";
import { AUTH_WORDS, authFailureText } from "../../lib/auth/authWords.ts";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import {
  EMPTY_SIGNUP,
  SIGNUP_FIELDS,
  validateSignup,
  type SignupField,
  type SignupInput,
} from "../../schemas/signup.ts";
import { signupWithEmail } from "../../lib/firebase/auth.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { useFormFields } from "../shared/useFormFields.ts";
import { useTypedBeforeHydration } from "../shared/useTypedBeforeHydration.ts";
import AuthField, { type AuthFieldSpec } from "./AuthField.tsx";
import AuthSwitch from "./AuthSwitch.tsx";
import GoogleButton from "./GoogleButton.tsx";
import { useAuthPage } from "./useAuthPage.ts";

const FIELDS: (AuthFieldSpec & { name: SignupField })[] = [
  { name: "fullName", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", type: "password", autoComplete: "new-password" },
];

export default function SignupForm({ locale = "en" }: { locale?: Locale }) {
  const words = AUTH_WORDS[locale];
  const T = words.text;
  const { busy, ready, google, runEmail } = useAuthPage("signup", words);
  const { values, setValues, errors, setErrors, onChange } = useFormFields<SignupInput>(EMPTY_SIGNUP);
  const [reason, setReason] = useState<string | null>(null);
  const formRef = useTypedBeforeHydration(SIGNUP_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReason(null);
    const result = validateSignup(values, { fields: words.fields, passwordsDiffer: T.toasts.passwordsDiffer });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const error = await runEmail(() => signupWithEmail(result.profile, result.password), T.toasts.signupSuccess);
    if (error) {
      toast.error(T.toasts.signupFailure);
      // The toast is the spec's; the reason beside the form tells the visitor what to change.
      setReason(authFailureText(error, words, T.fallbacks.signup));
    }
  };

  const disabled = busy !== "idle" || !ready;
  return (
    <div className="space-y-6">
      <GoogleButton
        label={T.signup.google}
        text={T}
        connecting={busy === "google"}
        disabled={disabled}
        onClick={google}
      />
      <form ref={formRef} onSubmit={onSubmit} className="space-y-4" aria-label={T.signup.formLabel}>
        {FIELDS.map((field) => (
          <AuthField
            key={field.name}
            form="signup"
            labels={T.labels}
            field={field}
            value={values[field.name]}
            onChange={onChange}
            error={errors[field.name]}
          />
        ))}
        {reason && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {reason}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={disabled}>
          {busy === "email" ? T.signup.busy : T.signup.submit}
        </button>
      </form>
      <AuthSwitch
        prompt={T.signup.switchPrompt}
        link={T.signup.switchLink}
        href={localizedPath(ROUTES.login, locale)}
      />
      <AuthSwitch
        prompt={T.signup.privacyPrompt}
        link={T.signup.privacyLink}
        href={localizedPath(ROUTES.privacy, locale)}
      />
    </div>
  );
}
