import { describe, expect, test, vi } from "vitest";
import { AUTH_ERROR_FALLBACKS, FIELD_ERRORS, MESSAGES } from "../../src/config/text.ts";
import { providerMessage, rethrowAuthError } from "../../src/lib/firebase/authErrors.ts";
import { googleFailureMessage, googleSuccessMessage } from "../../src/lib/auth/googleOutcome.ts";
import { AUTH_WORDS, authFailureText } from "../../src/lib/auth/authWords.ts";
import { EMPTY_SIGNUP, validateSignup, type SignupInput } from "../../src/schemas/signup.ts";
import * as es from "../../src/config/text/es/index.ts";
import { estimatorTarget } from "../../src/lib/nav/estimatorTarget.ts";
import { guardDecision } from "../../src/lib/nav/guard.ts";

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe("providerMessage", () => {
  test.each([
    ["auth/invalid-credential", "Incorrect email or password."],
    ["auth/wrong-password", "Incorrect email or password."],
    ["auth/email-already-in-use", "An account with this email already exists. Try logging in instead."],
    ["auth/weak-password", "Please choose a stronger password (at least 6 characters)."],
    ["auth/too-many-requests", "Too many attempts. Please wait a moment and try again."],
  ])("%s reads as %j", (code, text) => {
    expect(providerMessage(firebaseError(code))).toBe(text);
  });

  test("an unknown code keeps the provider's words without the Firebase noise", () => {
    expect(
      providerMessage(
        firebaseError("auth/quota-exceeded", "Firebase: Exceeded quota for email lookup. (auth/quota-exceeded)."),
      ),
    ).toBe("Exceeded quota for email lookup.");
  });

  test.each([
    [undefined],
    [null],
    ["text"],
    [new Error("")],
    [firebaseError("auth/unknown", "Firebase: Error (auth/unknown).")],
  ])("%j has no message", (error) => {
    expect(providerMessage(error)).toBeUndefined();
  });

  test("rethrow keeps the code, logs no credentials, and falls back to the spec's text", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      rethrowAuthError(
        firebaseError("auth/unknown", "Firebase: Error (auth/unknown)."),
        AUTH_ERROR_FALLBACKS.login,
        "Login",
      ),
    ).toThrow(AUTH_ERROR_FALLBACKS.login);
    expect(log).toHaveBeenCalledWith("Login failed", "auth/unknown");
  });
});

describe("Google outcome messages", () => {
  test.each([
    ["login", true, MESSAGES.googleLoginSuccess],
    ["login", false, MESSAGES.googleLoginSuccess],
    ["signup", true, MESSAGES.googleSignupSuccess],
    ["signup", false, MESSAGES.googleLoginSuccess],
  ] as const)("%s with a new profile = %s says %j", (mode, created, message) => {
    expect(googleSuccessMessage(mode, created)).toBe(message);
  });

  test.each([
    ["login", firebaseError("auth/popup-blocked"), MESSAGES.googlePopupBlocked],
    ["signup", firebaseError("auth/popup-blocked"), MESSAGES.googlePopupBlocked],
    [
      "login",
      new Error("The Google window was closed before sign-in finished."),
      "The Google window was closed before sign-in finished.",
    ],
    ["login", new Error(""), MESSAGES.googleLoginFailure],
    ["login", "weird", MESSAGES.googleLoginFailure],
    ["signup", new Error("anything"), MESSAGES.googleSignupFailure],
  ] as const)("%s failure %#", (mode, error, message) => {
    expect(googleFailureMessage(mode, error)).toBe(message);
  });
});

describe("validateSignup", () => {
  const valid: SignupInput = {
    fullName: " Dana Homeowner ",
    email: "dana@example.com",
    phone: "(703) 555-0111",
    password: "s3cret-pass",
    confirmPassword: "s3cret-pass",
  };

  test("a complete form yields the profile to store", () => {
    expect(validateSignup(valid)).toEqual({
      ok: true,
      profile: { fullName: "Dana Homeowner", email: "dana@example.com", phone: "(703) 555-0111" },
      password: "s3cret-pass",
    });
  });

  test("different passwords say so and nothing else is wrong", () => {
    expect(validateSignup({ ...valid, confirmPassword: "other" })).toEqual({
      ok: false,
      errors: { confirmPassword: MESSAGES.passwordsDiffer },
    });
  });

  test.each([
    ["fullName", "  ", FIELD_ERRORS.fullName],
    ["email", "dana@", FIELD_ERRORS.email],
    ["phone", "12", FIELD_ERRORS.phone],
  ] as const)("%s = %j is refused", (field, value, message) => {
    const result = validateSignup({ ...valid, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  test("an empty form lists every required field", () => {
    const result = validateSignup(EMPTY_SIGNUP);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "fullName", "password", "phone"]);
  });
});

describe("/es/iniciar-sesion and /es/crear-cuenta say it in Spanish", () => {
  const spanish = AUTH_WORDS.es;

  test("a known refusal in Spanish words; an unknown one says the Spanish fallback, never the service's English", () => {
    expect(authFailureText(firebaseError("auth/invalid-credential"), spanish, "x")).toBe(
      "Correo electrónico o contraseña incorrectos.",
    );
    const unknown = firebaseError(
      "auth/quota-exceeded",
      "Firebase: Exceeded quota for email lookup. (auth/quota-exceeded).",
    );
    expect(authFailureText(unknown, spanish, spanish.text.toasts.loginFailure)).toBe("No se pudo iniciar sesión");
    expect(authFailureText(unknown, AUTH_WORDS.en, MESSAGES.loginFailure)).toBe("Exceeded quota for email lookup.");
  });

  test("Google: a blocked popup, a closed window and a failed sign-up, in Spanish", () => {
    expect(googleFailureMessage("login", firebaseError("auth/popup-blocked"), spanish)).toBe(
      "Permita las ventanas emergentes para iniciar sesión con Google",
    );
    expect(googleFailureMessage("login", firebaseError("auth/popup-closed-by-user"), spanish)).toBe(
      "La ventana de Google se cerró antes de terminar el inicio de sesión.",
    );
    expect(googleFailureMessage("signup", new Error("anything"), spanish)).toBe(
      "No se pudo crear la cuenta con Google.",
    );
    expect(googleSuccessMessage("signup", true, spanish)).toBe("¡Su cuenta está creada con Google!");
  });

  test("the sign-up form refuses in Spanish", () => {
    const errors = { fields: spanish.fields, passwordsDiffer: spanish.text.toasts.passwordsDiffer };
    const form: SignupInput = { ...EMPTY_SIGNUP, email: "dana@", password: "a", confirmPassword: "b" };
    const result = validateSignup(form, errors);
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: "Escriba su nombre completo.",
        email: "Escriba un correo electrónico válido.",
        phone: "Escriba un teléfono al que podamos llamarle (al menos 7 dígitos).",
        confirmPassword: "Las contraseñas no coinciden",
      },
    });
  });
});

describe("navigation rules", () => {
  const user = { uid: "u1", email: "a@example.com", displayName: "A" };
  test.each([
    [{ user: null, isAdmin: false, loading: true }, {}, { kind: "loading" }],
    [{ user: null, isAdmin: false, loading: false }, {}, { kind: "redirect", href: "/login", toast: undefined }],
    [
      { user: null, isAdmin: false, loading: false },
      { loginToast: MESSAGES.estimatorLoginRequired },
      { kind: "redirect", href: "/login", toast: { kind: "error", message: MESSAGES.estimatorLoginRequired } },
    ],
    [{ user, isAdmin: false, loading: false }, {}, { kind: "allow" }],
    [{ user, isAdmin: false, loading: false }, { requireAdmin: true }, { kind: "redirect", href: "/login" }],
    [{ user, isAdmin: true, loading: false }, { requireAdmin: true }, { kind: "allow" }],
  ])("guard %#", (state, options, decision) => {
    expect(guardDecision(state, options)).toEqual(decision);
  });

  test("the AI Estimator button sends the logged-out to /login with the spec's words, in the page's language", () => {
    expect(estimatorTarget({ user: null }, "en", MESSAGES.estimatorLoginRequired)).toEqual({
      href: "/login",
      toast: { kind: "error", message: MESSAGES.estimatorLoginRequired },
    });
    expect(estimatorTarget({ user }, "en", MESSAGES.estimatorLoginRequired)).toEqual({ href: "/estimate" });
    const spanish = es.FRAME_TEXT.account.loginRequired;
    expect(estimatorTarget({ user: null }, "es", spanish)).toEqual({
      href: "/es/iniciar-sesion",
      toast: { kind: "error", message: "Inicie sesión para usar el Estimador con IA" },
    });
  });
});

describe("googleFullName", () => {
  test.each([
    [{ displayName: "Dana Homeowner", email: "dana@example.com" }, "Dana Homeowner"],
    [{ displayName: "  ", email: "dana.h@example.com" }, "dana.h"],
    [{ displayName: null, email: null }, "Google user"],
    [{ displayName: "x".repeat(150), email: "x@example.com" }, "x".repeat(100)],
  ])("%j is stored as %j", async (user, expected) => {
    const { googleFullName } = await import("../../src/lib/firebase/auth.ts");
    expect(googleFullName(user)).toBe(expected);
  });
});
