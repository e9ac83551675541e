import { useCallback, useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { PROJECT_TYPES } from "../../../config/site.ts";
import { BOOKING_TEXT, LANGUAGE_TEXT } from "../../../config/text.ts";
import { telHref } from "../../../lib/admin/tables.ts";
import { agendaGroups, agendaRange, mapHref } from "../../../lib/admin/visitAgenda.ts";
import { changeVisit, visitSlots } from "../../../lib/api-client/booking.ts";
import { slotDays } from "../../../lib/booking/slotDays.ts";
import { idToken } from "../../../lib/firebase/auth.ts";
import { siteVisitsAdminApi, type SiteVisitsAdminApi, type VisitRow } from "../../../lib/firebase/siteVisits.ts";
import { optionLabel } from "../../../lib/format/optionLabel.ts";
import { visitDay, visitTime, visitWhen } from "../../../lib/format/visitTime.ts";
import { businessDay } from "../../../lib/format/businessDay.ts";
import type { Slot } from "../../../schemas/booking.ts";
import SlotPicker from "../../booking/SlotPicker.tsx";
import AdminSection from "../AdminSection.tsx";
import { useSlotChoice } from "../../booking/hooks/useSlotChoice.ts";
import { useSlots } from "../../booking/hooks/useSlots.ts";

const T = BOOKING_TEXT.admin;

interface Props {
  /** Injected by tests; the page reads Firestore and posts to /api/visit. */
  api?: SiteVisitsAdminApi;
  send?: typeof changeVisit;
  slotsFor?: typeof visitSlots;
  getIdToken?: () => Promise<string>;
  confirm?: (question: string) => boolean;
  now?: () => number;
}

type Load = { status: "loading" } | { status: "failed" } | { status: "ready"; visits: VisitRow[] };

/** /admin opens on this: today's visits and the next seven days', each with a call, a map, and move or cancel. */
export default function VisitsAgenda({
  api = siteVisitsAdminApi,
  send = changeVisit,
  slotsFor = visitSlots,
  getIdToken = () => idToken(),
  confirm = (question) => window.confirm(question),
  now = Date.now,
}: Props) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [moving, setMoving] = useState<string>();

  const reload = useCallback(() => {
    const { from, to } = agendaRange(now());
    api
      .upcoming(from, to)
      .then((visits) => setLoad({ status: "ready", visits }))
      .catch((error: unknown) => {
        console.error("Reading the visits failed", error);
        setLoad({ status: "failed" });
      });
  }, [api, now]);
  useEffect(reload, [reload]);

  const act = async (visit: VisitRow, action: "cancel" | "reschedule", start?: string): Promise<boolean> => {
    try {
      const answer = await send({ visitId: visit.id, action, start }, { idToken: await getIdToken() });
      if (answer.kind !== "visit") throw new Error(answer.kind);
      toast.success(action === "cancel" ? T.cancelled : T.moved(visitWhen(answer.visit.start)));
      setMoving(undefined);
      reload();
      return true;
    } catch (error) {
      console.error("Changing the visit failed", error);
      toast.error(T.changeFailed);
      return false;
    }
  };

  const groups = useMemo(() => (load.status === "ready" ? agendaGroups(load.visits, now()) : undefined), [load, now]);

  return (
    <AdminSection id="site-visits" title={T.heading} testId="visits-agenda">
      {load.status === "loading" && <p role="status">{T.loading}</p>}
      {load.status === "failed" && <p role="alert">{T.loadFailed}</p>}
      {groups &&
        (
          [
            [T.today, groups.today],
            [T.week, groups.week],
          ] as const
        ).map(([title, visits]) => (
          <div key={title} className="mt-4">
            <h3 className="font-semibold">{title}</h3>
            {visits.length === 0 ? (
              <p className="text-sm text-ink-600">{T.none}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">
                {visits.map((visit) => (
                  <li key={visit.id} className="py-3 wrap-anywhere" data-testid="agenda-visit">
                    <VisitLine visit={visit} showDay={title === T.week} />
                    <div className="mt-2 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary min-h-9 px-3 py-1 text-sm"
                        onClick={() => setMoving(moving === visit.id ? undefined : visit.id)}
                        aria-expanded={moving === visit.id}
                      >
                        {T.move}
                      </button>
                      <button
                        type="button"
                        className="btn-secondary min-h-9 px-3 py-1 text-sm"
                        onClick={() => {
                          if (confirm(T.cancelQuestion(visit.name, visitWhen(visit.start)))) void act(visit, "cancel");
                        }}
                      >
                        {T.cancel}
                      </button>
                    </div>
                    {moving === visit.id && (
                      <MoveVisit
                        visit={visit}
                        load={async () => slotsFor({ visitId: visit.id }, { idToken: await getIdToken() })}
                        onMove={(start) => act(visit, "reschedule", start)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
    </AdminSection>
  );
}

function VisitLine({ visit, showDay }: { visit: VisitRow; showDay: boolean }) {
  const tel = telHref(visit.phone);
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <p className="font-semibold">
        {showDay ? `${visitDay(businessDay(visit.start))}, ` : ""}
        {visitTime(visit.start)}
      </p>
      <div className="space-y-0.5">
        <p>
          {visit.name}
          {visit.language !== "en" && ` · ${LANGUAGE_TEXT.prefers(LANGUAGE_TEXT.names[visit.language])}`}
          {tel && (
            <>
              {" · "}
              <a href={tel} className="text-brand-700 underline" aria-label={T.call(visit.name, visit.phone)}>
                {visit.phone}
              </a>
            </>
          )}
        </p>
        <p>
          <a
            href={mapHref(visit.street, visit.zip)}
            className="text-brand-700 underline"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={T.map(`${visit.street}, ${visit.zip}`)}
          >
            {visit.street}, {visit.zip}
          </a>
        </p>
        <p className="text-sm text-ink-600">
          {optionLabel(PROJECT_TYPES, visit.projectType)}
          {visit.note ? ` · ${visit.note}` : ""}
        </p>
      </div>
    </div>
  );
}

function MoveVisit({
  visit,
  load,
  onMove,
}: {
  visit: VisitRow;
  load: () => Promise<Slot[]>;
  onMove: (start: string) => Promise<boolean>;
}) {
  // Loaded once when the picker opens; the visit's own time and day's seat count as free.
  const [loader] = useState(() => load);
  const { state } = useSlots(loader);
  const choice = useSlotChoice();
  const [busy, setBusy] = useState(false);
  const days = useMemo(() => (state.status === "ready" ? slotDays(state.slots) : []), [state]);
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-slate-200 p-3">
      {state.status === "loading" && <p role="status">{BOOKING_TEXT.loadingSlots}</p>}
      {state.status === "failed" && <p role="alert">{BOOKING_TEXT.slotsFailed}</p>}
      {days.length > 0 && <SlotPicker name={`move-${visit.id}`} days={days} choice={choice} />}
      <button
        type="button"
        className="btn-primary"
        disabled={!choice.slot || busy}
        onClick={() => {
          if (!choice.slot) return;
          setBusy(true);
          void onMove(choice.slot.start).finally(() => setBusy(false));
        }}
      >
        {BOOKING_TEXT.manage.confirmMove}
        {choice.slot ? `: ${visitWhen(choice.slot.start)}` : ""}
      </button>
    </div>
  );
}
