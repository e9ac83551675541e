import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Locale } from "../../config/i18n.ts";
import { localizedPath, ROUTES, visitPath } from "../../config/routes.ts";
import { changeVisit, visitSlots, type VisitAnswer } from "../../lib/api-client/booking.ts";
import { afterTaken, slotDays } from "../../lib/booking/slotDays.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import { fragmentToken } from "../../lib/fragmentToken.ts";
import type { Slot, VisitView } from "../../schemas/booking.ts";
import SlotPicker from "./SlotPicker.tsx";
import { useSlotChoice } from "./hooks/useSlotChoice.ts";
import { useSlots } from "./hooks/useSlots.ts";
import { BOOKING_WORDS, BookingWordsContext, useBookingWords } from "./bookingText.ts";

type Screen =
  { kind: "loading" } | { kind: "invalid" | "expired" } | { kind: "visit"; visit: VisitView; notice?: string };

interface Props {
  /** The page's language: /visit in English, /es/visita in Spanish. */
  locale?: Locale;
  /** Injected by tests; the page posts to /api/visit. */
  send?: typeof changeVisit;
  slotsFor?: typeof visitSlots;
  /**
   * On /account: the signed-in homeowner's own visit, named by its id and their
   * ID token (their verified e-mail is the visit's) instead of the e-mail's link.
   */
  account?: { visitId: string; idToken: () => Promise<string> };
}

/** A booked visit's own page: when and where, then move it to another open time or cancel it. */
export default function VisitPage({ locale = "en", ...props }: Props) {
  return (
    <BookingWordsContext.Provider value={BOOKING_WORDS[locale]}>
      <VisitScreens {...props} />
    </BookingWordsContext.Provider>
  );
}

function VisitScreens({ send = changeVisit, slotsFor = visitSlots, account }: Omit<Props, "locale">) {
  const { text, locale } = useBookingWords();
  const T = text.manage;
  const [token, setToken] = useState("");
  /** Which visit, and who asks: the link's token, or the homeowner's account. */
  const named = useCallback(
    async () =>
      account
        ? { ref: { visitId: account.visitId }, options: { idToken: await account.idToken() } }
        : { ref: { token }, options: {} },
    [account, token],
  );
  const [screen, setScreen] = useState<Screen>({ kind: "loading" });
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const loadMoveSlots = useCallback(async () => {
    const { ref, options } = await named();
    return slotsFor(ref, options);
  }, [slotsFor, named]);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const confirmCancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmCancel.current?.focus();
  }, [asking]);
  // A done move or cancellation is said where the focus goes, so a screen reader reads it.
  useEffect(() => noticeRef.current?.focus(), [screen]);

  const apply = (answer: VisitAnswer, notice?: (visit: VisitView) => string) => {
    if (answer.kind === "visit") {
      if (answer.token) {
        // The old link stops working with the move: the address bar keeps the new one.
        window.history.replaceState(null, "", localizedPath(visitPath(answer.token), locale));
        setToken(answer.token);
      }
      setScreen({ kind: "visit", visit: answer.visit, notice: notice?.(answer.visit) });
    } else if (answer.kind === "invalid" || answer.kind === "expired") setScreen({ kind: answer.kind });
  };

  useEffect(() => {
    const fromLink = account ? "" : fragmentToken();
    setToken(fromLink);
    if (!fromLink && !account) return setScreen({ kind: "invalid" });
    const viewed = account
      ? account.idToken().then((idToken) => send({ visitId: account.visitId, action: "view" }, { idToken }))
      : send({ token: fromLink, action: "view" });
    viewed.then((answer) => apply(answer)).catch(() => setFailure(T.failed));
    // Once: the link is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const act = async (
    body: { action: "cancel" | "reschedule"; start?: string },
    notice: (visit: VisitView) => string,
  ) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { ref, options } = await named();
      const answer = await send({ ...ref, ...body }, options);
      if (answer.kind === "taken") return answer;
      if (answer.kind === "cancelled") setFailure(T.cancelledAlready);
      apply(answer, notice);
      setMoving(false);
      setAsking(false);
    } catch {
      setFailure(T.failed);
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  if (failure && screen.kind === "loading") return <p role="alert">{failure}</p>;
  if (screen.kind === "loading") return <p role="status">{T.loading}</p>;
  if (screen.kind !== "visit") {
    return (
      <div role="alert" className="space-y-4">
        <p>{screen.kind === "expired" ? T.expired : T.invalid}</p>
        <a href={localizedPath(ROUTES.book, locale)} className="btn-primary">
          {T.bookAgain}
        </a>
      </div>
    );
  }

  const { visit, notice } = screen;
  const cancelled = visit.status === "cancelled";
  return (
    <div className="space-y-6 wrap-anywhere" data-testid="visit-page">
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-4 font-medium"
          data-testid="visit-notice"
        >
          {notice}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">{T.when}</dt>
        <dd data-testid="visit-when">{visitWhen(visit.start, locale)}</dd>
        <dt className="font-semibold">{T.where}</dt>
        <dd>
          {visit.street}, {visit.zip}
        </dd>
      </dl>
      {cancelled ? (
        <div className="space-y-4">
          <p className="font-medium">{T.cancelledAlready}</p>
          <a href={localizedPath(ROUTES.book, locale)} className="btn-primary">
            {T.bookAgain}
          </a>
        </div>
      ) : (
        <>
          {failure && (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          )}
          {moving ? (
            <Reschedule
              load={loadMoveSlots}
              current={visit.start}
              busy={busy}
              onMove={(start) =>
                act({ action: "reschedule", start }, (moved) => T.moved(visitWhen(moved.start, locale)))
              }
              onClose={() => setMoving(false)}
            />
          ) : asking ? (
            <div
              role="alertdialog"
              aria-labelledby="visit-cancel-question"
              className="space-y-3 rounded-lg border border-slate-200 p-4"
            >
              <p id="visit-cancel-question">{T.cancelQuestion}</p>
              <div className="flex flex-wrap gap-3">
                <button
                  ref={confirmCancel}
                  type="button"
                  className="btn-dark"
                  disabled={busy}
                  onClick={() => void act({ action: "cancel" }, () => T.cancelled)}
                >
                  {T.cancelConfirm}
                </button>
                <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
                  {T.keep}
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={() => setMoving(true)}>
                {T.reschedule}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
                {T.cancel}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Reschedule({
  load,
  current,
  busy,
  onMove,
  onClose,
}: {
  load: () => Promise<Slot[]>;
  current: string;
  busy: boolean;
  onMove: (start: string) => Promise<{ kind: "taken"; slots: Slot[] } | undefined>;
  onClose: () => void;
}) {
  const { text, locale } = useBookingWords();
  const T = text.manage;
  const { state, replace } = useSlots(load);
  const days = useMemo(
    () => (state.status === "ready" ? slotDays(state.slots.filter((slot) => slot.start !== current)) : []),
    [state, current],
  );
  const choice = useSlotChoice();
  const { slot } = choice;
  const [taken, setTaken] = useState(false);

  const move = async () => {
    if (!slot) return;
    const refused = await onMove(slot.start);
    if (refused && state.status === "ready") {
      replace(afterTaken(state.slots, slot.start, refused.slots));
      choice.drop();
      setTaken(true);
    }
  };

  return (
    <section className="space-y-4 rounded-lg border border-slate-200 p-4" aria-label={T.reschedule}>
      <p className="text-ink-600">{T.rescheduleHint}</p>
      {state.status === "loading" && <p role="status">{text.loadingSlots}</p>}
      {state.status === "failed" && <p role="alert">{text.slotsFailed}</p>}
      {taken && <p role="alert">{T.slotTaken}</p>}
      {days.length > 0 && <SlotPicker name="visit" days={days} choice={choice} onTime={() => setTaken(false)} />}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={!slot || busy} onClick={() => void move()}>
          {T.confirmMove}
          {slot ? `: ${visitWhen(slot.start, locale)}` : ""}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {T.keep}
        </button>
      </div>
    </section>
  );
}
