/** A change order as /admin lists it (src/lib/firebase/changeOrders.ts), for the tests: signed, changing nothing, unless told. */
import type { ChangeOrderRow } from "../../src/lib/firebase/changeOrders.ts";

export const changeOrderRow = (number: number, change: Partial<ChangeOrderRow> = {}): ChangeOrderRow => ({
  id: `co${number}`,
  number,
  state: "signed",
  title: `Change ${number}`,
  changeCents: 0,
  newTotalCents: 0,
  completionDate: "2027-02-12",
  expiresAt: null,
  ...change,
});
