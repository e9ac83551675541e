import type { ClientDirective } from "astro";
import { hasKeptChat } from "../../lib/chat/panelState.ts";
import { wireChatShell } from "../../lib/chat/shell.ts";
import { wakeOnIntent } from "../../lib/hydration/wake.ts";

/**
 * client:chat — the chat widget's loader: its HTML works at once (lib/chat/shell.ts) and
 * its code is fetched on the first intent inside it, or when the browser is idle if a
 * conversation or an open panel was kept from an earlier page.
 */
const chat: ClientDirective = (load, _options, island) => {
  wireChatShell(island);
  wakeOnIntent(island, hasKeptChat(), () => void load().then((hydrate) => hydrate()));
};

export default chat;
