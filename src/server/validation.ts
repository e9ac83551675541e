/**
 * The two AI requests, checked with the same schemas the browser uses (src/schemas).
 * Whatever passes is rebuilt by the schema (trimmed, unknown keys dropped) before it
 * reaches a prompt; anything else is a 400 naming the first problem's field.
 */
import { checkRequest, type RequestCheck } from "../schemas/check.ts";
import { chatRequestSchema, type ChatRequest } from "../schemas/chat.ts";
import { estimateRequestSchema, type EstimateRequest } from "../schemas/estimate.ts";

export function validateChatRequest(body: unknown): RequestCheck<ChatRequest> {
  return checkRequest(chatRequestSchema, body);
}

export function validateEstimateRequest(body: unknown): RequestCheck<EstimateRequest> {
  return checkRequest(estimateRequestSchema, body);
}
