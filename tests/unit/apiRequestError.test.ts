import { describe, expect, test } from "vitest";
import { API_ROUTES } from "../../src/config/routes.ts";
import {
  fetchWithin,
  postForStreamedText,
  ApiRequestError,
  type ApiFailure,
} from "../../src/lib/api-client/request.ts";

/** The error's message names the call that failed; the pages show `failure`, never the message. */
describe("ApiRequestError's message", () => {
  test.each<[ApiFailure, string, string]>([
    [
      { kind: "http", status: 503, code: "unavailable" },
      API_ROUTES.bookings,
      "The request to /api/bookings failed (HTTP 503, unavailable)",
    ],
    [{ kind: "http", status: 500 }, API_ROUTES.slots, "The request to /api/slots failed (HTTP 500)"],
    [{ kind: "network" }, API_ROUTES.visit, "The request to /api/visit failed: no answer"],
    [{ kind: "stream" }, API_ROUTES.chat, "The request to /api/chat failed: the reply broke off"],
    [{ kind: "empty" }, API_ROUTES.estimate, "The request to /api/estimate failed: the reply was empty or unreadable"],
  ])("%j at %s", (failure, route, message) => {
    const error = new ApiRequestError(failure, route);
    expect([error.name, error.message, error.failure]).toEqual(["ApiRequestError", message, failure]);
  });

  test("the shared helpers name the route they called", async () => {
    const offline = (() => Promise.reject(new TypeError("offline"))) as typeof fetch;
    await expect(fetchWithin(API_ROUTES.likes, {}, 1_000, offline)).rejects.toThrow(
      "The request to /api/likes failed: no answer",
    );
    const refused = (() => Promise.resolve(new Response("", { status: 502 }))) as typeof fetch;
    await expect(postForStreamedText(API_ROUTES.chat, {}, { fetchImpl: refused })).rejects.toThrow(
      "The request to /api/chat failed (HTTP 502)",
    );
  });
});
