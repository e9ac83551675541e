import { MESSAGES, AUTH_TEXT } from "../../config/text.ts";
import type { FormEvent } from "react";
import toast from "react-hot-toast";
import { loginWithEmail } from "../../lib/firebase/auth.ts";
import { ROUTES } from "../../config/routes.ts";
import { useFormFields } from "../shared/useFormFields.ts";
import { useTypedBeforeHydration } from "../shared/useTypedBeforeHydration.ts";
import AuthField, { type AuthFieldSpec } from "./AuthField.tsx";
import AuthSwitch from "./AuthSwitch.tsx";
import GoogleButton from "./GoogleButton.tsx";
import { useAuthPage } from "./useAuthPage.ts";

const FIELDS = [
  { name: "email", type: "email", autoComplete: "email" },
  { name: "password", type: "password", autoComplete: "current-password" },
] as const satisfies readonly AuthFieldSpec[];
const LOGIN_FIELDS = FIELDS.map((field) => field.name);

export default function LoginForm() {
  const { busy, ready, google, runEmail } = useAuthPage("login");
  const { values, setValues, onChange } = useFormFields({ email: "", password: "" });
  const formRef = useTypedBeforeHydration(LOGIN_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = await runEmail(() => loginWithEmail(values.email, values.password), MESSAGES.loginSuccess);
    if (error) toast.error(error.message || MESSAGES.loginFailure);
  };

  const disabled = busy !== "idle" || !ready;
  return (
    <div className="space-y-6">
      <GoogleButton
        label={AUTH_TEXT.login.google}
        connecting={busy === "google"}
        disabled={disabled}
        onClick={google}
      />
      <form ref={formRef} onSubmit={onSubmit} className="space-y-4" aria-label={AUTH_TEXT.login.formLabel}>
        {FIELDS.map((field) => (
          <AuthField key={field.name} form="login" field={field} value={values[field.name]} onChange={onChange} />
        ))}
        <button type="submit" className="btn-primary w-full" disabled={disabled}>
          {busy === "email" ? AUTH_TEXT.login.busy : AUTH_TEXT.login.submit}
        </button>
      </form>
      <AuthSwitch prompt={AUTH_TEXT.login.switchPrompt} link={AUTH_TEXT.login.switchLink} href={ROUTES.signup} />
    </div>
  );
}
