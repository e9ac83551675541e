import { useCallback, useEffect, useState } from "react";
import { fetchSlots } from "../../../lib/api-client/booking.ts";
import type { Slot } from "../../../schemas/booking.ts";

export type SlotsState = { status: "loading" } | { status: "failed" } | { status: "ready"; slots: Slot[] };

/** The open times, loaded once the island is up; `reload` after a failure, `replace` after a 409 offered others. */
export function useSlots(load: () => Promise<Slot[]> = fetchSlots) {
  const [state, setState] = useState<SlotsState>({ status: "loading" });
  const reload = useCallback(() => {
    setState({ status: "loading" });
    load()
      .then((slots) => setState({ status: "ready", slots }))
      .catch(() => setState({ status: "failed" }));
  }, [load]);
  useEffect(reload, [reload]);
  const replace = useCallback((slots: Slot[]) => setState({ status: "ready", slots }), []);
  return { state, reload, replace };
}
