import { MESSAGES, AUTH_TEXT } from "../../config/text.ts";
import type { FormEvent } from "react";
import toast from "react-hot-toast";
import { loginWithEmail } from "../../lib/firebase/auth.ts";
import { ROUTES } from "../../config/routes.ts";
import { useFormFields } from "../shared/useFormFields.ts";
import { useTypedBeforeHydration } from "../shared/useTypedBeforeHydration.ts";
import AuthSwitch from "./AuthSwitch.tsx";
import GoogleButton from "./GoogleButton.tsx";

import { useAuthPage } from "./useAuthPage.ts";

const LOGIN_FIELDS = ["email", "password"] as const;

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
        <div>
          <label htmlFor="login-email" className="field-label">
            {AUTH_TEXT.labels.email}
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className="field-input"
            value={values.email}
            onChange={onChange}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="field-label">
            {AUTH_TEXT.labels.password}
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="field-input"
            value={values.password}
            onChange={onChange}
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={disabled}>
          {busy === "email" ? AUTH_TEXT.login.busy : AUTH_TEXT.login.submit}
        </button>
      </form>
      <AuthSwitch prompt={AUTH_TEXT.login.switchPrompt} link={AUTH_TEXT.login.switchLink} href={ROUTES.signup} />
    </div>
  );
}
