/**
 * What counts as a visitor reaching for an island: a pointer over it (a mouse on its way, or
 * a finger's tap, which fires pointerover first), a press, a touch, or keyboard focus
 * arriving in it. Any of them starts the island's download, well before the click lands on
 * a desk and about 100 ms before it on a phone.
 */
export const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** Calls `act` once, on the first intent inside `target`; returns a function that stops watching. */
export function onIntent(target: EventTarget, act: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, fire, true);
  };
  const fire = () => {
    stop();
    act();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
