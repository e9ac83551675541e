import { useEffect, useRef, useState } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import type { AdminDataApi, LinkedLead as Found } from "../../lib/firebase/adminData.ts";
import { CONTACT_TABLE, ESTIMATE_TABLE } from "../../lib/admin/tables.ts";
import type { ContactLead, EstimateLead } from "../../schemas/lead.ts";
import LeadTable, { type LeadSource } from "./LeadTable.tsx";
import { ESTIMATE_LEADS, MESSAGE_LEADS } from "../../schemas/collections.ts";

interface Props {
  api: AdminDataApi;
  /** The lead's id from the alert's link (/admin#lead-<id>). */
  id: string;
  /** Binds a collection's writes for the table (the dashboard's own binding). */
  sourceOf: <Row extends ContactLead | EstimateLead>(
    collection: Found["collection"],
    page: LeadSource<Row>["page"],
  ) => LeadSource<Row>;
  download?: (filename: string, csv: string) => void;
  confirm?: (question: string) => boolean;
}

const T = ADMIN_TEXT.inbox;

/**
 * The lead an alert's link names, first on the page whatever its age or status (the
 * owner taps the link on the phone and lands on that lead's card), with the same
 * status, note and delete as in the inbox. Scrolled to once it is there.
 */
export default function LinkedLead({ api, id, sourceOf, download, confirm }: Props) {
  const [found, setFound] = useState<Found | null | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    api.leadById(id).then(setFound, (error: unknown) => {
      console.error("Loading the linked lead failed", error);
      setFound(null);
    });
  }, [api, id]);
  useEffect(() => {
    if (found) box.current?.scrollIntoView({ block: "start" });
  }, [found]);
  if (found === undefined) return null;
  if (found === null)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-ink-600" role="status">
        {T.linkedGone}
      </p>
    );
  const single =
    <Row,>(row: Row) =>
    () =>
      Promise.resolve({ rows: [row], next: null });
  return (
    <div ref={box} className="scroll-mt-4" data-testid="linked-lead">
      {found.collection === MESSAGE_LEADS ? (
        <LeadTable<ContactLead>
          spec={{ ...CONTACT_TABLE, id: "linked-lead", title: T.linkedTitle }}
          source={sourceOf<ContactLead>(MESSAGE_LEADS, single(found.row))}
          download={download}
          confirm={confirm}
          single
        />
      ) : (
        <LeadTable<EstimateLead>
          spec={{ ...ESTIMATE_TABLE, id: "linked-lead", title: T.linkedTitle }}
          source={sourceOf<EstimateLead>(ESTIMATE_LEADS, single(found.row))}
          download={download}
          confirm={confirm}
          single
        />
      )}
    </div>
  );
}
