import { useEffect, useState } from "react";
import type { ProposalsApi, ProposalRow } from "../../../lib/firebase/proposals.ts";

/**
 * The proposals list, read once, for a page that counts from it ("Now", the figures); null
 * until it has arrived. Spec: an admin data load error is only logged; the list is then empty.
 */
export function useProposalRows(api: Pick<ProposalsApi, "list">): readonly ProposalRow[] | null {
  const [rows, setRows] = useState<readonly ProposalRow[] | null>(null);
  useEffect(() => {
    api.list().then(setRows, (error: unknown) => {
      console.error("Loading the proposals failed", error);
      setRows([]);
    });
  }, [api]);
  return rows;
}
