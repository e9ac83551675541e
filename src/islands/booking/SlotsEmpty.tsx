import { BOOKING_TEXT } from "../../config/text.ts";
import type { SlotsState } from "./hooks/useSlots.ts";

interface Props {
  status: SlotsState["status"];
  onRetry: () => void;
}

/** In the times' place while there are no days to show: still loading, failed to load, or none open. */
export default function SlotsEmpty({ status, onRetry }: Props) {
  if (status === "loading") {
    return (
      <p role="status" className="text-ink-600">
        {BOOKING_TEXT.loadingSlots}
      </p>
    );
  }
  if (status === "failed") {
    return (
      <div role="alert" className="space-y-3">
        <p>{BOOKING_TEXT.slotsFailed}</p>
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {BOOKING_TEXT.retry}
        </button>
      </div>
    );
  }
  return <p>{BOOKING_TEXT.noSlots}</p>;
}
