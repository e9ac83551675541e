import { useCallback, useState } from "react";
import type { Slot } from "../../../schemas/booking.ts";

/** The day on show and the time chosen: a new day drops the time, a time shows its day. */
export function useSlotChoice() {
  const [day, setDay] = useState<string>();
  const [slot, setSlot] = useState<Slot>();
  const pickDay = useCallback((next: string) => {
    setDay(next);
    setSlot(undefined);
  }, []);
  const pickTime = useCallback((next: Slot) => {
    setSlot(next);
    setDay(next.day);
  }, []);
  /** The chosen time is gone (taken): none chosen, and `showDay` on show if given. */
  const drop = useCallback((showDay?: string) => {
    setSlot(undefined);
    if (showDay) setDay(showDay);
  }, []);
  return { day, slot, pickDay, pickTime, drop };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
