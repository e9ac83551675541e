import RequireAuth from "../../auth/RequireAuth.tsx";
import VisitsAgenda from "../visits/VisitsAgenda.tsx";

/** /admin/visits: today's site visits and the coming week's, each movable or cancelled from here. */
export default function VisitsPage() {
  return <RequireAuth requireAdmin>{() => <VisitsAgenda />}</RequireAuth>;
}
