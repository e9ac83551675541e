import type { ClientDirective } from "astro";
import { anyHolds, wakeOnIntent } from "../../lib/hydration/wake.ts";

/**
 * client:intent — the island's code is fetched on the visitor's first intent inside it
 * (lib/hydration/intent.ts), or when the browser is idle if one of the named conditions
 * holds (lib/hydration/wake.ts), e.g. `client:intent={["signed-in"]}`. A tap on one of
 * its buttons that lands before the code is replayed once it is there, so a like on a
 * phone is not lost. Astro inlines this file in the page (it is bundled on its own), so it
 * costs no request.
 */
const intent: ClientDirective = (load, options, island) => {
  let pressed: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.type === "button" && !button.disabled) pressed = button;
  };
  island.addEventListener("click", remember, true);
  // Styles may read it: in the header, "intent" means no session, so "Premium" shows now.
  island.dataset.wakesAt = wakeOnIntent(island, anyHolds(options.value), () => {
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        island.removeEventListener("click", remember, true);
        // React hydrates the island synchronously for a click on it and then runs its handler.
        pressed?.click();
      });
  });
};

export default intent;
