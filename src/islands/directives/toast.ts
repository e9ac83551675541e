import type { ClientDirective } from "astro";
import { hasParkedToast } from "../../lib/toast/pending.ts";
import { canonicalPath } from "../../utils/canonicalPath.ts";

/**
 * client:toast — the toaster is fetched when there is a toast to show: one parked by the
 * previous page for this one (at once), or one another island may raise (as soon as any
 * island on the page has hydrated: React is there by then, the toaster adds a few kilobytes).
 */
const toast: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener("astro:hydrate", start, true);
    void load().then((hydrate) => hydrate());
  };
  // An island above may have hydrated already (its code cached): Astro removes its `ssr` then.
  if (hasParkedToast(canonicalPath(window.location.pathname)) || document.querySelector("astro-island:not([ssr])"))
    start();
  // astro:hydrate does not bubble; a capturing listener on the document still hears it.
  else document.addEventListener("astro:hydrate", start, true);
};

export default toast;
