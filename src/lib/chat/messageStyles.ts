/**
 * A chat message's look, shared by the widget (ChatMessageView) and the page's shell, which
 * draws the first question and its reply before the widget's code is there (shell.ts): the
 * same bubble before and after the takeover.
 */
const BUBBLE = "max-w-[85%] px-3 py-2 text-sm break-words";

export const MESSAGE_CLASSES = {
  user: `${BUBBLE} ml-auto rounded-2xl rounded-tr-sm bg-brand-700 text-white`,
  bot: `${BUBBLE} mr-auto rounded-2xl rounded-tl-sm bg-slate-100 text-ink-900`,
  error: `${BUBBLE} mr-auto rounded-xl border border-red-200 bg-red-50 text-red-800`,
} as const;
