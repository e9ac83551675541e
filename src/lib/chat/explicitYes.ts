/**
 * Whether the visitor's message is a plain yes: the chat books a visit only then
 * (src/server/ai/chatBooking.ts), whatever the model says. Read by the server from the
 * visitor's own last message, never from the model's words, so neither a model's eagerness
 * nor an instruction hidden in a page or a question can book without the visitor.
 *
 * An allow-list, not a list of words that take a yes back: every word of the message must be
 * a yes ("yes", "sí", "ok", "book it") or a courtesy around one ("please", "go ahead",
 * "thanks", "por favor"). "Ok, don't book it yet", "Sure, hold on", "Yes, Thursday is better"
 * or "Yes, my e-mail is…" hold another word, so they are not a yes; the model asks again.
 */

/** The longest message still read as a plain yes. */
const MAX_YES_CHARS = 80;

/** Words that say yes, without accents (sí → si). */
const YES = new Set([
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
  "si",
  "claro",
  "correcto",
  "confirmo",
  "confirmado",
  "vale",
  "dale",
  "reservela",
  "reservala",
]);

/** Words that may stand around a yes and change nothing: courtesy, "book it", "that's right", "de acuerdo". */
const AROUND_A_YES = new Set([
  "please",
  "book",
  "it",
  "go",
  "ahead",
  "thanks",
  "thank",
  "you",
  "that's",
  "thats",
  "right",
  "all",
  "good",
  "great",
  "perfect",
  "fine",
  "looks",
  "sounds",
  "por",
  "favor",
  "gracias",
  "esta",
  "bien",
  "todo",
  "perfecto",
  "que",
  "de",
  "acuerdo",
  "adelante",
  "hagalo",
]);

const words = (text: string): string[] =>
  text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[\s.,;:!¡]+/)
    .filter(Boolean);

/** The visitor's message says yes, and only yes. */
export function isExplicitYes(message: string): boolean {
  const text = message.trim();
  if (!text || text.length > MAX_YES_CHARS) return false;
  const said = words(text);
  const saysYes = said.some((word) => YES.has(word)) || /\bbook it\b/.test(said.join(" "));
  return saysYes && said.every((word) => YES.has(word) || AROUND_A_YES.has(word));
}
