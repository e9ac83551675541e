// @vitest-environment jsdom
import { MESSAGES, AUTH_TEXT } from "../../../src/config/text.ts";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { beforeEach, describe, expect, test, vi } from "vitest";

const auth = vi.hoisted(() => ({
  loginWithEmail: vi.fn(),
  signupWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
  completeRedirectSignIn: vi.fn(async () => false),
  watchAuth: vi.fn(),
}));
vi.mock("../../../src/lib/firebase/auth.ts", () => auth);
const nav = vi.hoisted(() => ({ navigateWithToast: vi.fn() }));
vi.mock("../../../src/lib/toast/pending.ts", () => nav);

import { $auth } from "../../../src/stores/auth.ts";
import LoginForm from "../../../src/islands/auth/LoginForm.tsx";
import SignupForm from "../../../src/islands/auth/SignupForm.tsx";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const popupBlocked = Object.assign(new Error("Firebase: Error (auth/popup-blocked)."), { code: "auth/popup-blocked" });

beforeEach(() => {
  vi.clearAllMocks();
  auth.completeRedirectSignIn.mockResolvedValue(false);
  $auth.set({ user: null, isAdmin: false, loading: false });
});

function renderWithToasts(ui: React.ReactElement) {
  const user = userEvent.setup();
  render(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return user;
}

describe("LoginForm", () => {
  test("busy: every button is disabled while logging in, then the user goes to /estimate with the success toast", async () => {
    const pending = deferred();
    auth.loginWithEmail.mockReturnValue(pending.promise);
    const user = renderWithToasts(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Password"), "pw-123456");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    expect(screen.getByRole("button", { name: AUTH_TEXT.login.busy })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    expect(auth.loginWithEmail).toHaveBeenCalledWith("dana@example.com", "pw-123456");

    await act(async () => pending.resolve());
    expect(nav.navigateWithToast).toHaveBeenCalledWith("/estimate", {
      kind: "success",
      message: MESSAGES.loginSuccess,
    });
  });

  test("a wrong password shows the provider's message and the form is usable again", async () => {
    auth.loginWithEmail.mockRejectedValue(new Error("Incorrect email or password."));
    const user = renderWithToasts(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    expect(await screen.findByText("Incorrect email or password.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(screen.getByLabelText("Email")).toHaveValue("dana@example.com");
    expect(nav.navigateWithToast).not.toHaveBeenCalled();
  });

  test("a failure without a message falls back to the spec's text", async () => {
    auth.loginWithEmail.mockRejectedValue(new Error(""));
    const user = renderWithToasts(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Password"), "x");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText(MESSAGES.loginFailure)).toBeInTheDocument();
  });

  test("Google: 'Connecting to Google...' while the popup is open, success toast after", async () => {
    const pending = deferred<{ createdProfile: boolean }>();
    auth.loginWithGoogle.mockReturnValue(pending.promise);
    const user = renderWithToasts(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));

    expect(screen.getByRole("button", { name: MESSAGES.googleConnecting })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Log In" })).toBeDisabled();
    await act(async () => pending.resolve({ createdProfile: false }));
    expect(nav.navigateWithToast).toHaveBeenCalledWith("/estimate", {
      kind: "success",
      message: MESSAGES.googleLoginSuccess,
    });
  });

  test("Google popup blocked says how to fix it", async () => {
    auth.loginWithGoogle.mockRejectedValue(popupBlocked);
    const user = renderWithToasts(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText(MESSAGES.googlePopupBlocked)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  test("links to /signup", () => {
    renderWithToasts(<LoginForm />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });
});

describe("SignupForm", () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, confirm = "pw-123456") {
    await user.type(screen.getByLabelText("Full Name"), "Dana Homeowner");
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Phone"), "(703) 555-0111");
    await user.type(screen.getByLabelText("Password"), "pw-123456");
    await user.type(screen.getByLabelText("Confirm Password"), confirm);
  }

  test("different passwords: 'Passwords do not match' and nothing is submitted", async () => {
    const user = renderWithToasts(<SignupForm />);
    await fill(user, "pw-654321");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    expect(auth.signupWithEmail).not.toHaveBeenCalled();
  });

  test("matching passwords: busy, then the profile is sent and the user goes to /estimate", async () => {
    const pending = deferred();
    auth.signupWithEmail.mockReturnValue(pending.promise);
    const user = renderWithToasts(<SignupForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByRole("button", { name: AUTH_TEXT.signup.busy })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeDisabled();
    expect(auth.signupWithEmail).toHaveBeenCalledWith(
      { fullName: "Dana Homeowner", email: "dana@example.com", phone: "(703) 555-0111" },
      "pw-123456",
    );
    await act(async () => pending.resolve());
    expect(nav.navigateWithToast).toHaveBeenCalledWith("/estimate", {
      kind: "success",
      message: MESSAGES.signupSuccess,
    });
  });

  test("a refused signup toasts the spec's text and explains why beside the form", async () => {
    auth.signupWithEmail.mockRejectedValue(
      new Error("An account with this email already exists. Try logging in instead."),
    );
    const user = renderWithToasts(<SignupForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(MESSAGES.signupFailure)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("An account with this email already exists.");
    expect(screen.getByLabelText("Full Name")).toHaveValue("Dana Homeowner");
  });

  test("on /es/crear-cuenta: Spanish labels, a Spanish refusal beside the form, never the service's English", async () => {
    auth.signupWithEmail.mockRejectedValue(
      Object.assign(new Error("An account with this email already exists. Try logging in instead."), {
        code: "auth/email-already-in-use",
      }),
    );
    const user = renderWithToasts(<SignupForm locale="es" />);
    await user.type(screen.getByLabelText("Nombre completo"), "Dana Homeowner");
    await user.type(screen.getByLabelText("Correo electrónico"), "dana@example.com");
    await user.type(screen.getByLabelText("Teléfono"), "(703) 555-0111");
    await user.type(screen.getByLabelText("Contraseña"), "pw-123456");
    await user.type(screen.getByLabelText("Confirme la contraseña"), "pw-123456");
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(await screen.findByText("No se pudo crear la cuenta. Inténtelo de nuevo.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Ya existe una cuenta con este correo electrónico.");
    expect(screen.getByRole("link", { name: "Inicie sesión" })).toHaveAttribute("href", "/es/iniciar-sesion");
  });

  test.each([
    [{ createdProfile: true }, MESSAGES.googleSignupSuccess],
    [{ createdProfile: false }, MESSAGES.googleLoginSuccess],
  ])("Google signup %j toasts %j", async (result, message) => {
    auth.loginWithGoogle.mockResolvedValue(result);
    const user = renderWithToasts(<SignupForm />);
    await user.click(screen.getByRole("button", { name: "Sign up with Google" }));
    expect(nav.navigateWithToast).toHaveBeenCalledWith("/estimate", { kind: "success", message });
  });

  test("Google signup failure says so", async () => {
    auth.loginWithGoogle.mockRejectedValue(new Error("boom"));
    const user = renderWithToasts(<SignupForm />);
    await user.click(screen.getByRole("button", { name: "Sign up with Google" }));
    expect(await screen.findByText(MESSAGES.googleSignupFailure)).toBeInTheDocument();
  });
});
