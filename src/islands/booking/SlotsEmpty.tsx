import { useBookingWords } from "./bookingText.ts";
import type { SlotsState } from "./hooks/useSlots.ts";

interface Props {
  status: SlotsState["status"];
  onRetry: () => void;
}

/** In the times' place while there are no days to show: still loading, failed to load, or none open. */
export default function SlotsEmpty({ status, onRetry }: Props) {
  const { text: T } = useBookingWords();
  if (status === "loading") {
    return (
      <p role="status" className="text-ink-600">
        {T.loadingSlots}
      </p>
    );
  }
  if (status === "failed") {
    return (
      <div role="alert" className="space-y-3">
        <p>{T.slotsFailed}</p>
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {T.retry}
        </button>
      </div>
    );
  }
  return <p>{T.noSlots}</p>;
}
