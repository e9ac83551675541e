import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A page's state kept in its address: read from it at first and on back and forward,
 * written to it on each change (pushed: a step back undoes it; replaced: no step of its own).
 * `visit` changes on back and forward, for controls that keep a draft of their own (the
 * search box) to start again from the address. `set` is stable; it takes the next state
 * from the latest one.
 */
export function useAddressState<State>(read: (search: string) => State, query: (state: State) => string) {
  const [state, setState] = useState(() => read(window.location.search));
  const latest = useRef(state);
  const [visit, setVisit] = useState(0);
  useEffect(() => {
    const follow = () => {
      latest.current = read(window.location.search);
      setState(latest.current);
      setVisit((count) => count + 1);
    };
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
    // The reader is the page's own, fixed for its life.
  }, []);
  const set = useCallback((change: (state: State) => State, how: "push" | "replace") => {
    const next = change(latest.current);
    latest.current = next;
    const url = `${window.location.pathname}${query(next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (how === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    }
    setState(next);
  }, []);
  return { state, visit, set };
}
