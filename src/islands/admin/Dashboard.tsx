import { useEffect, useState } from "react";
import type { AdminDataApi } from "../../lib/firebase/adminData.ts";
import type { ContactFormRow } from "../../schemas/contact.ts";
import type { EstimateRow } from "../../schemas/estimate.ts";
import { CONTACT_TABLE, ESTIMATE_TABLE } from "../../lib/admin/tables.ts";
import DataTable from "./DataTable.tsx";

interface Props {
  api: AdminDataApi;
  download?: (filename: string, csv: string) => void;
}

/**
 * Loads one table's rows. Spec: an admin data load error is only logged, nothing is
 * shown to the user: the table then reads as empty and the rest of the page works.
 */
async function loadRows<Row>(what: string, fetchRows: () => Promise<Row[]>, set: (rows: Row[]) => void): Promise<void> {
  try {
    set(await fetchRows());
  } catch (error) {
    console.error(`Loading ${what} failed`, error);
    set([]);
  }
}

/** The owner's dashboard (spec: /admin): contact forms and estimates, each newest first. */
export default function Dashboard({ api, download }: Props) {
  const [contacts, setContacts] = useState<ContactFormRow[] | null>(null);
  const [estimates, setEstimates] = useState<EstimateRow[] | null>(null);

  useEffect(() => {
    void loadRows("contact forms", () => api.contactForms(), setContacts);
    void loadRows("estimates", () => api.estimates(), setEstimates);
    // Once, when the dashboard opens; the page gives it one api for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="space-y-10">
      <DataTable spec={CONTACT_TABLE} rows={contacts} download={download} />
      <DataTable spec={ESTIMATE_TABLE} rows={estimates} download={download} />
    </div>
  );
}
