import type { AdminDataApi } from "../../../lib/firebase/adminData.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import ResponsePanel from "../ResponsePanel.tsx";
import { useProposalRows } from "../hooks/useProposalRows.ts";
import { adminDataApi } from "./adminApi.ts";

/** The response figures, with the proposals they count signatures from. */
export function Figures({ api }: { api: AdminDataApi }) {
  return <ResponsePanel api={api} proposals={useProposalRows(api.proposals)} />;
}

/** /admin/figures: how fast leads are answered, where they come from, what they turn into. */
export default function FiguresPage({ api = adminDataApi }: { api?: AdminDataApi }) {
  return <RequireAuth requireAdmin>{() => <Figures api={api} />}</RequireAuth>;
}
