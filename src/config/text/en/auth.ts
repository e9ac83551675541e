/** The name stored for a Google account that has none: the owner reads it, so it is English in either language. */
export const GOOGLE_USER_FALLBACK_NAME = "Google user";

/** /login and /signup: the pages, their forms, their toasts and the sign-in service's refusals (spec section 8). */
export const AUTH_TEXT = {
  login: {
    title: "Log In",
    description: (business: string) => `Log in to your ${business} account to use the AI Estimator.`,
    heading: "Welcome back",
    intro: "Log in to use the AI Estimator and plan your next project.",
    google: "Continue with Google",
    formLabel: "Log in with email",
    submit: "Log In",
    busy: "Logging in...",
    switchPrompt: "No account yet?",
    switchLink: "Sign up",
  },
  signup: {
    title: "Sign Up",
    description: (business: string) =>
      `Create a free ${business} account to get instant project estimates from our AI Estimator.`,
    heading: "Create your account",
    intro: "Sign up to get instant, AI-assisted cost estimates for your project.",
    google: "Sign up with Google",
    formLabel: "Sign up with email",
    submit: "Create Account",
    busy: "Creating account...",
    switchPrompt: "Already have an account?",
    switchLink: "Log in",
    privacyPrompt: "What we store about your account:",
    privacyLink: "Privacy policy",
  },
  or: "or",
  labels: {
    fullName: "Full Name",
    email: "Email",
    phone: "Phone",
    password: "Password",
    confirmPassword: "Confirm Password",
  },
  /** The spec's toasts, word for word. */
  toasts: {
    loginSuccess: "Logged in successfully!",
    loginFailure: "Failed to log in",
    googleLoginSuccess: "Logged in successfully with Google!",
    googlePopupBlocked: "Please allow popups for Google login to work",
    googleLoginFailure: "Failed to log in with Google",
    googleConnecting: "Connecting to Google...",
    signupSuccess: "Account created successfully!",
    signupFailure: "Failed to create account. Please try again.",
    googleSignupSuccess: "Account created successfully with Google!",
    googleSignupFailure: "Failed to create account with Google.",
    passwordsDiffer: "Passwords do not match",
  },
  /** Said when the sign-in service refuses without a message of its own (spec section 8). */
  fallbacks: {
    signup: "Failed to create account",
    googleLogin: "Failed to login with Google",
    login: "Failed to login",
    logout: "Failed to logout",
  },
  /**
   * Firebase's messages read like "Firebase: Error (auth/invalid-credential)."; the spec
   * shows "the provider's message", so known codes are said in words a homeowner
   * understands. Wrong e-mail and wrong password read the same on purpose.
   */
  providerErrors: {
    "auth/invalid-credential": "Incorrect email or password.",
    "auth/invalid-login-credentials": "Incorrect email or password.",
    "auth/wrong-password": "Incorrect email or password.",
    "auth/user-not-found": "Incorrect email or password.",
    "auth/invalid-email": "Please enter a valid email address.",
    "auth/user-disabled": "This account has been disabled. Please contact us.",
    "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
    "auth/email-already-in-use": "An account with this email already exists. Try logging in instead.",
    "auth/weak-password": "Please choose a stronger password (at least 6 characters).",
    "auth/network-request-failed": "We could not reach the sign-in service. Check your connection and try again.",
    "auth/popup-closed-by-user": "The Google window was closed before sign-in finished.",
    "auth/cancelled-popup-request": "The Google window was closed before sign-in finished.",
    "auth/account-exists-with-different-credential":
      "This email is already registered with a password. Log in with your email and password.",
  },
} as const;
