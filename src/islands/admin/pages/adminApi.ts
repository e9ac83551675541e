import { createAdminLeadsApi } from "../../../lib/firebase/adminData.ts";
import { statsDelta } from "../../../lib/leads/stats.ts";

/** The owner's reads and writes of the leads, for the /admin pages that show them (tests inject their own). */
export const adminLeadsApi = createAdminLeadsApi(statsDelta);
