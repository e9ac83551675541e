import { map } from "nanostores";

interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  /** From the `admin: true` custom claim on the ID token: the same claim firestore.rules checks. */
  isAdmin: boolean;
  /** True until the first auth state is known; islands render nothing auth-dependent meanwhile. */
  loading: boolean;
}

/** Islands do not share React context, so the auth state lives in one store per page. */
export const $auth = map<AuthState>({ user: null, isAdmin: false, loading: true });
