import { describe, expect, test } from "vitest";
import { parkToast, takeParkedToast } from "../../src/lib/toast/pending.ts";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("parked toasts", () => {
  test("the page it was parked for shows it once", () => {
    const storage = memoryStorage();
    parkToast({ kind: "success", message: "Logged out successfully" }, "/", storage);
    expect(takeParkedToast("/", storage)).toEqual({ kind: "success", message: "Logged out successfully" });
    expect(takeParkedToast("/", storage)).toBeNull();
  });

  test("the page that parked it (still hydrating) leaves it for the destination", () => {
    const storage = memoryStorage();
    parkToast({ kind: "error", message: "Please log in to access the AI Estimator" }, "/login", storage);
    expect(takeParkedToast("/estimate", storage)).toBeNull();
    expect(takeParkedToast("/login", storage)).toEqual({
      kind: "error",
      message: "Please log in to access the AI Estimator",
    });
  });

  test.each([
    ["not json"],
    [JSON.stringify({ kind: "info", message: "x", path: "/" })],
    [JSON.stringify({ kind: "success", message: "", path: "/" })],
    [JSON.stringify({ kind: "success", message: "x" })],
  ])("a malformed entry %j is dropped", (raw) => {
    const storage = memoryStorage();
    storage.setItem("pendingToast", raw);
    expect(takeParkedToast("/", storage)).toBeNull();
    expect(storage.getItem("pendingToast")).toBeNull();
  });
});
