import type { ClientDirective } from "astro";
import { startLinkRead } from "../../lib/linkRead.ts";

/**
 * client:link={route} — a private link's page (/proposal, /change-order): the island
 * hydrates at once, as with client:load, and the link's first read to `route` starts from
 * this inline script, before the island's code arrives (lib/linkRead.ts).
 */
const link: ClientDirective = (load, options) => {
  if (typeof options.value === "string") startLinkRead(options.value);
  void load().then((hydrate) => hydrate());
};

export default link;
