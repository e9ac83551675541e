/**
 * Validation of the two AI requests. The functions trust nothing else: whatever passes
 * here is rebuilt from scratch (trimmed, unknown keys dropped) before it reaches a prompt.
 * The browser may use the same functions to check a form before sending it.
 */
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../config/site.ts";
import { AI_LIMITS, CHAT_ROLES, type ChatMessage, type ChatRequest, type EstimateRequest } from "../schemas/api.ts";

export type Validation<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const fail = (field: string, message: string): { ok: false; field: string; message: string } => ({ ok: false, field, message });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(options: readonly { value: T }[], value: unknown): value is T {
  return typeof value === "string" && options.some((option) => option.value === value);
}

function maxChars(role: ChatMessage["role"]): number {
  return role === "user" ? AI_LIMITS.maxUserMessageChars : AI_LIMITS.maxAssistantMessageChars;
}

export function validateChatRequest(body: unknown): Validation<ChatRequest> {
  if (!isPlainObject(body)) return fail("body", "The body must be a JSON object.");
  const { messages } = body;
  if (!Array.isArray(messages)) return fail("messages", "messages must be an array.");
  if (messages.length === 0) return fail("messages", "messages must contain at least the new user message.");
  // Checked before looking at any item, so a 10,000-message history costs nothing.
  if (messages.length > AI_LIMITS.maxMessages) {
    return fail("messages", `messages may hold at most ${AI_LIMITS.maxMessages} messages; send only the most recent ones.`);
  }
  const clean: ChatMessage[] = [];
  for (const [index, message] of messages.entries()) {
    const at = `messages[${index}]`;
    if (!isPlainObject(message)) return fail(at, "Each message must be an object with role and content.");
    const { role, content } = message;
    if (typeof role !== "string" || !(CHAT_ROLES as readonly string[]).includes(role)) {
      return fail(`${at}.role`, `role must be one of: ${CHAT_ROLES.join(", ")}.`);
    }
    if (typeof content !== "string") return fail(`${at}.content`, "content must be a string.");
    const text = content.trim();
    const limit = maxChars(role as ChatMessage["role"]);
    if (text.length === 0) return fail(`${at}.content`, "content must not be empty.");
    if (text.length > limit) return fail(`${at}.content`, `content may be at most ${limit} characters.`);
    clean.push({ role: role as ChatMessage["role"], content: text });
  }
  const last = clean.length - 1;
  if (clean[last]!.role !== "user") return fail(`messages[${last}].role`, "The last message must be the user's.");
  return { ok: true, value: { messages: clean } };
}

export function validateEstimateRequest(body: unknown): Validation<EstimateRequest> {
  if (!isPlainObject(body)) return fail("body", "The body must be a JSON object.");
  const { projectType, squareFootage, roomType, timeline, scope } = body;
  // The estimator form's order, so the first field named is the first one on screen.
  if (!oneOf(PROJECT_TYPES, projectType)) {
    return fail("projectType", `projectType must be one of: ${PROJECT_TYPES.map((o) => o.value).join(", ")}.`);
  }
  if (typeof squareFootage !== "number" || !Number.isFinite(squareFootage) || squareFootage <= 0 || squareFootage > AI_LIMITS.maxSquareFootage) {
    return fail("squareFootage", `squareFootage must be a number greater than 0 and at most ${AI_LIMITS.maxSquareFootage}.`);
  }
  if (!oneOf(ROOM_TYPES, roomType)) {
    return fail("roomType", `roomType must be one of: ${ROOM_TYPES.map((o) => o.value).join(", ")}.`);
  }
  if (typeof scope !== "string") return fail("scope", "scope must be a string.");
  const scopeText = scope.trim();
  if (scopeText.length === 0) return fail("scope", "scope must not be empty.");
  if (scopeText.length > AI_LIMITS.maxScopeChars) return fail("scope", `scope may be at most ${AI_LIMITS.maxScopeChars} characters.`);
  if (!oneOf(TIMELINES, timeline)) {
    return fail("timeline", `timeline must be one of: ${TIMELINES.map((o) => o.value).join(", ")}.`);
  }
  return { ok: true, value: { projectType, squareFootage, roomType, timeline, scope: scopeText } };
}
