import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { BUSY_LABELS, MESSAGES } from "../../config/messages.ts";
import { loginWithEmail } from "../../lib/firebase/auth.ts";
import { ROUTES } from "../../lib/nav/estimatorTarget.ts";
import GoogleButton from "./GoogleButton.tsx";
import { useAuthPage } from "./useAuthPage.ts";

export default function LoginForm() {
  const { busy, ready, google, runEmail } = useAuthPage("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = await runEmail(() => loginWithEmail(email, password), MESSAGES.loginSuccess);
    if (error) toast.error(error.message || MESSAGES.loginFailure);
  };

  const disabled = busy !== "idle" || !ready;
  return (
    <div className="space-y-6">
      <GoogleButton label="Continue with Google" connecting={busy === "google"} disabled={disabled} onClick={google} />
      <p className="flex items-center gap-3 text-sm text-ink-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">or</p>
      <form onSubmit={onSubmit} className="space-y-4" aria-label="Log in with email">
        <div>
          <label htmlFor="login-email" className="field-label">
            Email
          </label>
          <input id="login-email" type="email" autoComplete="email" required className="field-input" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div>
          <label htmlFor="login-password" className="field-label">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            className="field-input"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={disabled}>
          {busy === "email" ? BUSY_LABELS.login : "Log In"}
        </button>
      </form>
      <p className="text-center text-sm text-ink-600">
        No account yet?{" "}
        <a href={ROUTES.signup} className="font-semibold text-brand-700 hover:underline">
          Sign up
        </a>
      </p>
    </div>
  );
}
