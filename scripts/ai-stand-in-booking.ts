/**
 * The AI stand-in's canned model (ai-stand-in.ts) booking a visit in the chat, as a model
 * that follows the prompt would: offered times, then the visitor's details → book_visit; a
 * yes → confirm_booking; each tool's answer → a sentence. It reads the visitor's words with
 * plain patterns, so a demo or a test writes the time as it was offered ("Tuesday, December 1,
 * 2026 at 9:00 AM") and the name as "my name is …". It shares no code with the product: a real
 * model would not either.
 */

export interface CannedToolCall {
  name: string;
  arguments: string;
}

/** The tools' names as src/schemas/chatTools.ts gives them to the model. */
export const BOOKING_TOOLS = { book: "book_visit", confirm: "confirm_booking" } as const;

const MONTHS_EN = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTHS_ES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const PROJECT_WORDS: [RegExp, string][] = [
  [/renovat|renovaci/i, "renovation"],
  [/remodel/i, "remodel"],
  [/addition|ampliaci/i, "addition"],
  [/repair|repara/i, "repair"],
];

const pad = (value: number) => String(value).padStart(2, "0");

/** "December 1, 2026 at 9:00 AM" or "1 de diciembre de 2026, 9:00 a. m." → day and 24-hour time. */
function chosenTime(text: string): { day: string; time: string } | null {
  const english =
    /(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2}), (\d{4}) at (\d{1,2}):(\d{2}) ?([AP])\.? ?M/i.exec(
      text,
    );
  const spanish = /(\d{1,2}) de (\p{L}+) de (\d{4}),? (\d{1,2}):(\d{2}) ?([ap])\. ?m\./iu.exec(text);
  let year: number, month: number, date: number, hour: number, minute: number, pm: boolean;
  if (english) {
    [year, month, date] = [Number(english[3]), MONTHS_EN.indexOf(english[1].toLowerCase()), Number(english[2])];
    [hour, minute, pm] = [Number(english[4]), Number(english[5]), english[6].toUpperCase() === "P"];
  } else if (spanish && MONTHS_ES.includes(spanish[2].toLowerCase())) {
    [year, month, date] = [Number(spanish[3]), MONTHS_ES.indexOf(spanish[2].toLowerCase()), Number(spanish[1])];
    [hour, minute, pm] = [Number(spanish[4]), Number(spanish[5]), spanish[6].toLowerCase() === "p"];
  } else return null;
  const hours24 = (hour % 12) + (pm ? 12 : 0);
  return { day: `${year}-${pad(month + 1)}-${pad(date)}`, time: `${pad(hours24)}:${pad(minute)}` };
}

/** A day the visitor named ("Tuesday, December 15" or "15 de diciembre"), the next one on or after today. */
export function namedDay(text: string, today: string): string | null {
  const english =
    /(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2})\b/i.exec(text);
  const spanish = /(\d{1,2}) de (\p{L}+)/iu.exec(text);
  const month = english
    ? MONTHS_EN.indexOf(english[1].toLowerCase())
    : spanish
      ? MONTHS_ES.indexOf(spanish[2].toLowerCase())
      : -1;
  if (month < 0) return null;
  const date = Number(english ? english[2] : spanish?.[1]);
  const year = Number(today.slice(0, 4));
  const inYear = (y: number) => `${y}-${pad(month + 1)}-${pad(date)}`;
  return inYear(year) >= today ? inYear(year) : inYear(year + 1);
}

/** The details as the visitor wrote them, or null with what is missing. */
function readDetails(text: string): { args: Record<string, string> } | { missing: string[] } {
  const found: Record<string, string | undefined> = {
    email: /[^\s,;<>]+@[^\s,;<>]+\.[a-z]{2,}/i.exec(text)?.[0],
    phone: /\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/.exec(text)?.[0],
    name: /(?:my name is|i am|i'm|me llamo|mi nombre es|soy)\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)+)/iu.exec(
      text,
    )?.[1],
    street:
      /\b\d{1,6}\s+[\p{L}][\p{L}\s.'-]*?\s(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|way|ct|court|blvd|pl|place|calle)\b\.?/iu.exec(
        text,
      )?.[0],
    zip: /\b\d{5}\b(?![\d-])/.exec(text.replace(/\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/, ""))?.[0],
    projectType: PROJECT_WORDS.find(([pattern]) => pattern.test(text))?.[1],
  };
  const missing = Object.keys(found).filter((key) => !found[key]);
  return missing.length ? { missing } : { args: found as Record<string, string> };
}

const ASKED_TO_CONFIRM = /answer yes to book|responda que sí para reservar/i;
const SAYS_YES = /^\s*(yes|yep|sure|ok|okay|correct|confirm|sí|si|claro|correcto|confirmo)\b/i;

/** The canned model's next call in a booking, when the visitor's message is one. */
export function bookingCall(
  prompt: string,
  earlierReplies: readonly string[],
  offered: readonly string[],
): CannedToolCall | null {
  if (!offered.includes(BOOKING_TOOLS.book)) return null;
  if (SAYS_YES.test(prompt) && earlierReplies.some((reply) => ASKED_TO_CONFIRM.test(reply)))
    return { name: BOOKING_TOOLS.confirm, arguments: "{}" };
  const time = chosenTime(prompt);
  if (!time) return null;
  const details = readDetails(prompt);
  if ("missing" in details) return null;
  return { name: BOOKING_TOOLS.book, arguments: JSON.stringify({ ...time, ...details.args }) };
}

/** What it says when the visitor chose a time but left details out. */
export function missingDetailsReply(prompt: string, spanish: boolean): string | null {
  if (!chosenTime(prompt)) return null;
  const details = readDetails(prompt);
  if (!("missing" in details)) return null;
  return spanish
    ? `Con gusto reservo esa hora. Me falta: ${details.missing.join(", ")}. Escríbalos aquí (por ejemplo "me llamo Ana Ruiz").`
    : `Happy to book that time. I still need: ${details.missing.join(", ")}. Write them here (for example "my name is Ana Ruiz").`;
}

interface ToolResult {
  status?: string;
  when?: string | null;
  error?: string;
  fields?: Record<string, string>;
  times?: { when?: string }[];
}

/** What it says with a booking tool's answer. */
export function bookingToolReply(answer: string, spanish: boolean): string {
  let result: ToolResult = {};
  try {
    result = JSON.parse(answer) as ToolResult;
  } catch {
    // Not JSON: read as an error without words.
  }
  const times = (result.times ?? []).map((time) => time.when).filter(Boolean);
  if (result.status === "awaiting_yes")
    return spanish
      ? `Estos son los datos de su visita para el ${result.when}. Si están bien, responda que sí para reservar; si no, dígame qué cambiar.`
      : `Here are the details for your visit on ${result.when}. If they are right, answer yes to book; if not, tell me what to change.`;
  if (result.status === "booked")
    return spanish
      ? `Listo: su visita está reservada para el ${result.when}. Le enviamos la confirmación por correo.`
      : `Done: your visit is booked for ${result.when}. The confirmation is on its way to your e-mail.`;
  if (result.status === "already_booked")
    return spanish
      ? `Esta conversación ya reservó una visita, para el ${result.when}. Para cambiarla, use el enlace de su correo de confirmación.`
      : `This conversation already booked a visit, for ${result.when}. To change it, use the link in its confirmation e-mail.`;
  const fields = result.fields ? ` (${Object.values(result.fields).join(" ")})` : "";
  const alternatives = times.length
    ? spanish
      ? ` Horarios libres: ${times.join("; ")}.`
      : ` Open times: ${times.join("; ")}.`
    : "";
  return spanish
    ? `No pude hacerlo: ${result.error ?? "error"}${fields}.${alternatives}`
    : `I could not do that: ${result.error ?? "an error"}${fields}.${alternatives}`;
}
