import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { startFakeOpenAi, type FakeOpenAi, type ScriptedReply } from "../../../scripts/ai-stand-in.ts";

/**
 * The AI stand-in for one test file: started before its tests, closed after them, and
 * before each test forgotten (requests and script), given `fallback` as its answer when
 * there is one, and made the functions' provider (OPENAI_BASE_URL). The returned object
 * stands for the running stand-in from the first test on.
 */
export function useFakeProvider(fallback?: ScriptedReply): FakeOpenAi {
  let running: FakeOpenAi | undefined;
  beforeAll(async () => {
    running = await startFakeOpenAi();
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    const fake = current();
    fake.reset();
    if (fallback) fake.setFallback(fallback);
    vi.stubEnv("OPENAI_BASE_URL", fake.url);
  });
  const current = (): FakeOpenAi => {
    if (!running) throw new Error("the AI stand-in is used before its beforeAll ran");
    return running;
  };
  return new Proxy({} as FakeOpenAi, { get: (_, key): unknown => Reflect.get(current(), key) });
}
