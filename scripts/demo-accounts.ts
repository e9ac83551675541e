/**
 * The demo sign-ins that `scripts/seed.ts` creates in the Auth emulator. Tests and
 * `npm start` import them from here, so what is printed is always what works.
 * Never use these outside the emulators: the passwords are public.
 */
export interface DemoAccount {
  /** Fixed uid, so rules tests can address users/{uid} without a lookup. */
  uid: string;
  email: string;
  password: string;
  displayName: string;
  phone: string;
  /** Carries the `admin: true` custom claim. */
  admin: boolean;
}

export const DEMO_USER: DemoAccount = {
  uid: "demo-homeowner",
  email: "demo@example.com",
  password: "demo-password-1",
  displayName: "Dana Homeowner",
  phone: "(703) 555-0142",
  admin: false,
};

export const DEMO_ADMIN: DemoAccount = {
  uid: "demo-owner",
  email: "owner@example.com",
  password: "owner-password-1",
  displayName: "Olivia Owner",
  phone: "(202) 555-0178",
  admin: true,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_USER, DEMO_ADMIN];

export function describeDemoAccounts(): string {
  return DEMO_ACCOUNTS.map(
    (a) => `  ${a.admin ? "Admin:    " : "Homeowner:"} ${a.email} / ${a.password}  (${a.displayName})`,
  ).join("\n");
}

if (import.meta.main) console.log(describeDemoAccounts());
