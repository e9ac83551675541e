/**
 * The contractor as a contract names them in a jurisdiction: the site's configured facts
 * and that jurisdiction's licence. Pure, so the owner's builder in /admin checks the law
 * with the same facts sending freezes (src/server/proposals/terms.ts).
 */
import { CONTRACT_ADDRESS, LICENSES, SITE } from "../../config/site.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";
import type { ContractorTerms } from "./contract.ts";

export function contractorTerms(jurisdiction: Jurisdiction): ContractorTerms {
  const license = LICENSES.find((entry) => entry.jurisdiction === jurisdiction);
  const demo = (value: string, isDemo: boolean) => (isDemo ? `${value} (demo)` : value);
  return {
    name: SITE.legalName,
    address: demo(CONTRACT_ADDRESS.value, CONTRACT_ADDRESS.demo),
    phone: SITE.phone,
    email: SITE.email,
    license: {
      title: license?.title ?? "",
      number: license ? demo(license.number, license.demo) : "",
      issuer: license?.issuer ?? "",
      classification: license?.classification ?? "",
    },
  };
}
