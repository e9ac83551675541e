import { startTransition, useEffect, useState } from "react";
import { ADMIN_PAGES } from "../../config/routes.ts";
import { ADMIN_TEXT } from "../../config/text.ts";
import type { LeadSource, SourceOptions } from "../../lib/admin/leadSource.ts";
import { leadSource } from "../../lib/admin/leadSource.ts";
import { CONTACT_TABLE, ESTIMATE_TABLE } from "../../lib/admin/tables.ts";
import { mapHref } from "../../lib/admin/visitAgenda.ts";
import type { AdminLeadsApi, LinkedLead as Found } from "../../lib/firebase/adminData.ts";
import { siteVisitsAdminApi, type SiteVisitsAdminApi } from "../../lib/firebase/siteVisits.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS } from "../../schemas/collections.ts";
import type { ContactLead, EstimateLead, LeadVisit } from "../../schemas/lead.ts";
import LeadTable from "./LeadTable.tsx";

interface Props {
  api: AdminLeadsApi;
  /** From the page's address (/admin/lead?id=<id>). */
  id: string;
  options: SourceOptions;
  visits?: Pick<SiteVisitsAdminApi, "visitById">;
  download?: (filename: string, csv: string) => void;
  confirm?: (question: string) => boolean;
}

const T = ADMIN_TEXT.list;

type Visit = Awaited<ReturnType<SiteVisitsAdminApi["visitById"]>>;

/** A booking's visit: when, where, with the address a tap from the phone's maps. */
function VisitLine({ lead, visits }: { lead: LeadVisit; visits: Pick<SiteVisitsAdminApi, "visitById"> }) {
  const [visit, setVisit] = useState<Visit | undefined>(undefined);
  useEffect(() => {
    visits.visitById(lead.id).then(setVisit, (error: unknown) => {
      console.error("Loading the lead's visit failed", error);
      setVisit(null);
    });
  }, [lead.id, visits]);
  if (!visit) return null;
  const address = `${visit.street}, ${visit.zip}`;
  const cancelled = visit.status === "cancelled";
  return (
    <section
      aria-label={T.visit}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="lead-visit"
    >
      <p className="min-w-0 wrap-anywhere">
        <span className="font-semibold">{cancelled ? `${T.visit} · ${T.visitCancelled}` : T.visit}</span>
        <br />
        {visitWhen(visit.start)}
        <br />
        {address}
      </p>
      <a href={mapHref(visit.street, visit.zip)} className="btn-secondary min-h-11" aria-label={T.mapLabel(address)}>
        {T.map}
      </a>
    </section>
  );
}

/**
 * One lead's own page: every field, the conversation or the estimate, a booking's visit
 * with its map, call and e-mail, the status, the note, and the owner's other actions.
 * The alert e-mail's and the phone alert's link opens it, whatever the lead's age or status.
 */
export default function LeadDetail({ api, id, options, visits = siteVisitsAdminApi, download, confirm }: Props) {
  const [found, setFound] = useState<Found | null | undefined>(undefined);
  useEffect(() => {
    // A transition, as the lead list's rows: rendered in slices, not one long task.
    api.leadById(id).then(
      (lead) => startTransition(() => setFound(lead)),
      (error: unknown) => {
        console.error("Loading the lead failed", error);
        setFound(null);
      },
    );
  }, [api, id]);
  const back = (
    <p>
      <a href={ADMIN_PAGES.leads} className="text-brand-700 underline underline-offset-2">
        {T.back}
      </a>
    </p>
  );
  if (found === undefined) return back;
  if (found === null)
    return (
      <div className="space-y-4">
        {back}
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-ink-600" role="status">
          {ADMIN_TEXT.inbox.linkedGone}
        </p>
      </div>
    );
  const single =
    <Row,>(row: Row): LeadSource<Row>["page"] =>
    () =>
      Promise.resolve({ rows: [row], next: null });
  const empty = ADMIN_TEXT.inbox.linkedGone;
  return (
    <div className="space-y-4" data-testid="linked-lead">
      {back}
      {found.collection === MESSAGE_LEADS ? (
        <>
          {found.row.visit && <VisitLine lead={found.row.visit} visits={visits} />}
          <LeadTable<ContactLead>
            spec={{ ...CONTACT_TABLE, id: "linked-lead", title: ADMIN_TEXT.now.kinds[found.row.source], empty }}
            source={leadSource<ContactLead>(api, MESSAGE_LEADS, single(found.row), options)}
            download={download}
            confirm={confirm}
            single
          />
        </>
      ) : (
        <LeadTable<EstimateLead>
          spec={{ ...ESTIMATE_TABLE, id: "linked-lead", title: ADMIN_TEXT.now.kinds.estimate, empty }}
          source={leadSource<EstimateLead>(api, ESTIMATE_LEADS, single(found.row), options)}
          download={download}
          confirm={confirm}
          single
        />
      )}
    </div>
  );
}
