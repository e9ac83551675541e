import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { watchAuth } from "../../lib/firebase/auth.ts";
import { $auth, type AuthState } from "../../stores/auth.ts";

const SERVER_STATE: AuthState = { user: null, isAdmin: false, loading: true };

/**
 * The auth state for an island. Its first render always matches the server HTML
 * (loading): an island that hydrates after another has already filled the store would
 * otherwise hydrate with different attributes, which React does not patch.
 */
export function useAuthState(): AuthState {
  const auth = useStore($auth);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    watchAuth();
  }, []);
  return hydrated ? auth : SERVER_STATE;
}
