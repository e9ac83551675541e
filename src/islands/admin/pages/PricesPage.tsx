import RequireAuth from "../../auth/RequireAuth.tsx";
import PricingGuideEditor from "../PricingGuideEditor.tsx";

/** /admin/prices: the pricing guide the estimator and the cost guides read. */
export default function PricesPage() {
  return <RequireAuth requireAdmin>{() => <PricingGuideEditor />}</RequireAuth>;
}
