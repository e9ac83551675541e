import { createAdminDataApi } from "../../../lib/firebase/adminData.ts";
import { statsDelta } from "../../../lib/leads/stats.ts";

/** The owner's reads and writes, shared by the /admin pages' islands (tests inject their own). */
export const adminDataApi = createAdminDataApi(statsDelta);
