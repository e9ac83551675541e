import { useEffect, useState } from "react";
import type { AdminDataApi } from "../../../lib/firebase/adminData.ts";
import type { ProposalRow } from "../../../lib/firebase/proposals.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import ResponsePanel from "../ResponsePanel.tsx";
import { adminDataApi } from "./adminApi.ts";

/** The response figures, with the proposals they count signatures from. */
export function Figures({ api }: { api: AdminDataApi }) {
  const [proposals, setProposals] = useState<readonly ProposalRow[] | null>(null);
  useEffect(() => {
    api.proposals.list().then(setProposals, (error: unknown) => {
      console.error("Loading the proposals failed", error);
      setProposals([]);
    });
  }, [api]);
  return <ResponsePanel api={api} proposals={proposals} />;
}

/** /admin/figures: how fast leads are answered, where they come from, what they turn into. */
export default function FiguresPage({ api = adminDataApi }: { api?: AdminDataApi }) {
  return <RequireAuth requireAdmin>{() => <Figures api={api} />}</RequireAuth>;
}
