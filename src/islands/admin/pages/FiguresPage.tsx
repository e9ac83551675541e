import { leadStats, type AdminDataApi } from "../../../lib/firebase/adminData.ts";
import { proposalsApi } from "../../../lib/firebase/proposals.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import ResponsePanel from "../ResponsePanel.tsx";
import { useProposalRows } from "../hooks/useProposalRows.ts";

type FiguresApi = Pick<AdminDataApi, "leadStats" | "proposals">;
const FIGURES_API: FiguresApi = { leadStats, proposals: proposalsApi };

/** The response figures, with the proposals they count signatures from. */
export function Figures({ api }: { api: FiguresApi }) {
  return <ResponsePanel api={api} proposals={useProposalRows(api.proposals)} />;
}

/** /admin/figures: how fast leads are answered, where they come from, what they turn into. */
export default function FiguresPage({ api = FIGURES_API }: { api?: FiguresApi }) {
  return <RequireAuth requireAdmin>{() => <Figures api={api} />}</RequireAuth>;
}
