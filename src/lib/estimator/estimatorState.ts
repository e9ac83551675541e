import type { Ballpark } from "../../schemas/estimate.ts";
import type { EstimateInput } from "./estimateForm.ts";

/** Whether the server saved the estimate (it says so at the end of the reply). */
type SaveStatus = "saved" | "failed";

/**
 * The estimator's states (spec section 4): idle, generating (the instant ballpark is
 * shown and the AI text grows as it streams), result (saved by the server, or not), or error (the banner; the ballpark stays, it is still true).
 */
export type EstimatorState =
  | { phase: "idle" }
  | { phase: "generating"; input: EstimateInput; ballpark: Ballpark; text: string }
  | { phase: "result"; input: EstimateInput; ballpark: Ballpark; text: string; save: SaveStatus }
  | { phase: "error"; input: EstimateInput; ballpark: Ballpark; error: string };

export type EstimatorAction =
  | { type: "started"; input: EstimateInput; ballpark: Ballpark }
  | { type: "streamed"; text: string }
  | { type: "completed"; text: string; ballpark: Ballpark | null; saved: boolean }
  | { type: "failed"; error: string };

export const IDLE: EstimatorState = { phase: "idle" };

export function estimatorReducer(state: EstimatorState, action: EstimatorAction): EstimatorState {
  switch (action.type) {
    case "started":
      return { phase: "generating", input: action.input, ballpark: action.ballpark, text: "" };
    case "streamed":
      return state.phase === "generating" ? { ...state, text: action.text } : state;
    case "completed":
      if (state.phase !== "generating") return state;
      // The server's range is the one the model was given; it wins if the two ever differ.
      return {
        phase: "result",
        input: state.input,
        ballpark: action.ballpark ?? state.ballpark,
        text: action.text,
        save: action.saved ? "saved" : "failed",
      };
    case "failed":
      return state.phase === "generating"
        ? { phase: "error", input: state.input, ballpark: state.ballpark, error: action.error }
        : state;
  }
}
