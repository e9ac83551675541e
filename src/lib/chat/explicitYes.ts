/**
 * Whether the visitor's message is a plain yes: the chat books a visit only then
 * (src/server/ai/chatBooking.ts), whatever the model says. Read by the server from the
 * visitor's own last message, never from the model's words, so neither a model's eagerness
 * nor an instruction hidden in a page or a question can book without the visitor.
 *
 * A yes starts the message ("Yes", "Sí, resérvela", "ok, go ahead") and nothing in it takes
 * it back ("yes, but at 10", "sí, pero cambie la hora"). A long message is not a plain yes:
 * it is more likely a change than a confirmation.
 */

/** The longest message still read as a plain yes. */
const MAX_YES_CHARS = 80;

/** Words a yes starts with, without accents (sí → si). */
const YES_START = new Set([
  "yes",
  "yeah",
  "yep",
  "yup",
  "sure",
  "ok",
  "okay",
  "correct",
  "confirm",
  "confirmed",
  "perfect",
  "great",
  "si",
  "claro",
  "correcto",
  "confirmo",
  "confirmado",
  "perfecto",
  "vale",
  "dale",
  "reservela",
]);

/** "Book it" confirms; "book me for Thursday" asks for something else. */
const BOOK_IT = /^(please )?book it\b/;

/** Words that take a yes back, or ask for something else first. */
const TAKEN_BACK = new Set([
  "no",
  "not",
  "dont",
  "don't",
  "wait",
  "but",
  "change",
  "instead",
  "wrong",
  "cancel",
  "later",
  "pero",
  "espere",
  "cambie",
  "cambiar",
  "mejor",
  "incorrecto",
  "cancele",
  "todavia",
]);

const words = (text: string): string[] =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

/** The visitor's message says yes, and only yes. */
export function isExplicitYes(message: string): boolean {
  const text = message.trim();
  if (!text || text.length > MAX_YES_CHARS || text.includes("?")) return false;
  const said = words(text);
  const starts = YES_START.has(said[0] ?? "") || BOOK_IT.test(said.join(" "));
  return starts && !said.some((word) => TAKEN_BACK.has(word));
}
