import { MESSAGES, AUTH_TEXT } from "../../config/text.ts";
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
import { ROUTES } from "../../config/routes.ts";
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

export default function SignupForm() {
  const { busy, ready, google, runEmail } = useAuthPage("signup");
  const { values, setValues, errors, setErrors, onChange } = useFormFields<SignupInput>(EMPTY_SIGNUP);
  const [reason, setReason] = useState<string | null>(null);
  const formRef = useTypedBeforeHydration(SIGNUP_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReason(null);
    const result = validateSignup(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const error = await runEmail(() => signupWithEmail(result.profile, result.password), MESSAGES.signupSuccess);
    if (error) {
      toast.error(MESSAGES.signupFailure);
      // The toast is the spec's; the reason beside the form tells the visitor what to change.
      setReason(error.message);
    }
  };

  const disabled = busy !== "idle" || !ready;
  return (
    <div className="space-y-6">
      <GoogleButton
        label={AUTH_TEXT.signup.google}
        connecting={busy === "google"}
        disabled={disabled}
        onClick={google}
      />
      <form ref={formRef} onSubmit={onSubmit} className="space-y-4" aria-label={AUTH_TEXT.signup.formLabel}>
        {FIELDS.map((field) => (
          <AuthField
            key={field.name}
            form="signup"
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
          {busy === "email" ? AUTH_TEXT.signup.busy : AUTH_TEXT.signup.submit}
        </button>
      </form>
      <AuthSwitch prompt={AUTH_TEXT.signup.switchPrompt} link={AUTH_TEXT.signup.switchLink} href={ROUTES.login} />
      <AuthSwitch prompt={AUTH_TEXT.signup.privacyPrompt} link={AUTH_TEXT.signup.privacyLink} href={ROUTES.privacy} />
    </div>
  );
}
