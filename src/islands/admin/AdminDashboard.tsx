import { createAdminDataApi, type AdminDataApi } from "../../lib/firebase/adminData.ts";
import { statsDelta } from "../../lib/leads/stats.ts";
import RequireAuth from "../auth/RequireAuth.tsx";
import Dashboard from "./Dashboard.tsx";

interface Props {
  /** Injected by tests; the page reads Firestore. */
  api?: AdminDataApi;
}

/** /admin: only for accounts with the admin claim; everyone else is sent to /login. */
const adminDataApi = createAdminDataApi(statsDelta);

export default function AdminDashboard({ api = adminDataApi }: Props) {
  return <RequireAuth requireAdmin>{() => <Dashboard api={api} />}</RequireAuth>;
}
