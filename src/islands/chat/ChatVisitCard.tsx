import type { ChatCard } from "../../schemas/chatCard.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import { useChatLocale, useChatText } from "./chatText.ts";

interface Props {
  card: ChatCard;
  /** The visitor's yes, offered under the newest card to confirm; absent once answered. */
  onConfirm?: () => void;
}

/**
 * A visit under a reply, drawn from what the server checked or stored (schemas/chatCard.ts),
 * never from the model's words: the details to confirm, or the booked time and its private link.
 */
export default function ChatVisitCard({ card, onConfirm }: Props) {
  const { booking } = useChatText();
  const locale = useChatLocale();
  const when = visitWhen(card.start, locale);
  if (card.kind === "booked") {
    return (
      <div className="mt-2 rounded-lg border border-green-200 bg-white p-3" data-testid="chat-visit" data-kind="booked">
        <p className="font-semibold text-ink-900">
          {card.status === "booked" ? booking.bookedTitle : booking.cancelledTitle}
        </p>
        <p className="mt-1">{when}</p>
        {card.manage && (
          <>
            <p className="mt-1 text-ink-700">{booking.mailed}</p>
            <a className="mt-2 inline-block font-medium text-brand-700 underline" href={card.manage}>
              {booking.manage}
            </a>
          </>
        )}
      </div>
    );
  }
  const rows: [string, string][] = [
    [booking.labels.when, when],
    [booking.labels.name, card.name],
    [booking.labels.phone, card.phone],
    [booking.labels.email, card.email],
    [booking.labels.address, `${card.street}, ${card.zip}`],
    [booking.labels.project, booking.projectTypes[card.projectType]],
    // What the yes books, all of it: the note goes to the owner with the visit.
    ...(card.note ? ([[booking.labels.note, card.note]] as [string, string][]) : []),
  ];
  return (
    <div className="mt-2 rounded-lg border border-slate-300 bg-white p-3" data-testid="chat-visit" data-kind="confirm">
      <p className="font-semibold text-ink-900">{booking.checkTitle}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-600">{label}</dt>
            <dd className="break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-ink-700">{booking.notYet}</p>
      {onConfirm && (
        <button type="button" className="btn-primary mt-2 px-4 text-sm" onClick={onConfirm}>
          {booking.yes}
        </button>
      )}
    </div>
  );
}
