/**
 * AI provider settings, read from the server's environment (never PUBLIC_: the key must
 * not reach the browser). Any OpenAI-compatible server works: OpenAI, Azure OpenAI's v1
 * endpoint, Ollama, llama.cpp. See docs/ai-providers.md.
 */
import { envPositiveInt, envText as text, type Env } from "../env.ts";

/** The spec's values (section 9) and our timeouts. */
export const AI_DEFAULTS = {
  model: "gpt-4",
  temperature: 0.7,
  maxTokens: 500,
  /** Provider silent this long before its first token: 502 ai_failed. */
  firstTokenTimeoutMs: 15_000,
  /** Whole reply; Netlify ends synchronous functions at 60 s, so stop well before. */
  replyTimeoutMs: 50_000,
  /** One retry of a failed connection or a 429/5xx answer, inside the first-token timeout. */
  maxRetries: 1,
} as const;

/** Sent when only OPENAI_BASE_URL is set: local servers ignore the key, the client insists on one. */
const NO_KEY_PLACEHOLDER = "not-needed";

export interface AiSettings {
  apiKey: string;
  /** undefined: the OpenAI API. */
  baseURL: string | undefined;
  model: string;
  temperature: number;
  maxTokens: number;
  firstTokenTimeoutMs: number;
  replyTimeoutMs: number;
  maxRetries: number;
}

/** The settings, or null when no provider is configured (no key and no base URL): 503 ai_unavailable. */
export function readAiSettings(env: Env = process.env): AiSettings | null {
  const apiKey = text(env, "OPENAI_API_KEY");
  const baseURL = text(env, "OPENAI_BASE_URL");
  if (!apiKey && !baseURL) return null;
  // Optional, for slow local models (Ollama loading a model can take longer than 15 s).
  const firstTokenTimeoutMs = envPositiveInt(env, "OPENAI_TIMEOUT_MS", AI_DEFAULTS.firstTokenTimeoutMs);
  return {
    apiKey: apiKey ?? NO_KEY_PLACEHOLDER,
    baseURL,
    model: text(env, "OPENAI_MODEL") ?? AI_DEFAULTS.model,
    temperature: AI_DEFAULTS.temperature,
    maxTokens: AI_DEFAULTS.maxTokens,
    firstTokenTimeoutMs,
    // A slow local model given a longer first-token timeout also gets a longer reply.
    replyTimeoutMs: Math.max(AI_DEFAULTS.replyTimeoutMs, 2 * firstTokenTimeoutMs),
    maxRetries: AI_DEFAULTS.maxRetries,
  };
}
