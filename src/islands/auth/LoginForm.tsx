import type { Locale } from "../../config/i18n.ts";
import { AUTH_WORDS, authFailureText } from "../../lib/auth/authWords.ts";
import type { FormEvent } from "react";
import toast from "react-hot-toast";
import { loginWithEmail } from "../../lib/firebase/auth.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
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

export default function LoginForm({ locale = "en" }: { locale?: Locale }) {
  const words = AUTH_WORDS[locale];
  const T = words.text;
  const { busy, ready, google, runEmail } = useAuthPage("login", words);
  const { values, setValues, onChange } = useFormFields({ email: "", password: "" });
  const formRef = useTypedBeforeHydration(LOGIN_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = await runEmail(() => loginWithEmail(values.email, values.password), T.toasts.loginSuccess);
    if (error) toast.error(authFailureText(error, words, T.toasts.loginFailure));
  };

  const disabled = busy !== "idle" || !ready;
  return (
    <div className="space-y-6">
      <GoogleButton
        label={T.login.google}
        text={T}
        connecting={busy === "google"}
        disabled={disabled}
        onClick={google}
      />
      <form ref={formRef} onSubmit={onSubmit} className="space-y-4" aria-label={T.login.formLabel}>
        {FIELDS.map((field) => (
          <AuthField
            key={field.name}
            form="login"
            labels={T.labels}
            field={field}
            value={values[field.name]}
            onChange={onChange}
          />
        ))}
        <button type="submit" className="btn-primary w-full" disabled={disabled}>
          {busy === "email" ? T.login.busy : T.login.submit}
        </button>
      </form>
      <AuthSwitch prompt={T.login.switchPrompt} link={T.login.switchLink} href={localizedPath(ROUTES.signup, locale)} />
    </div>
  );
}
