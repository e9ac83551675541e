/** /change-order's first paint (lib/linkPaint.ts): the change order as the island first shows it. */
import { API_ROUTES } from "../../config/routes.ts";
import { paintLinkRead } from "../linkPaint.ts";
import { h } from "../markup/tree.ts";
import { changeOrderHeadMarkup, changeOrderMarkup, shownChangeOrder } from "./changeOrderMarkup.ts";
import type { ChangeOrderView } from "./changeOrder.ts";

export const paintChangeOrder = () =>
  paintLinkRead(API_ROUTES.changeOrder, (body) => {
    const sent = (body as { changeOrder?: ChangeOrderView } | null)?.changeOrder;
    if (!sent) return undefined;
    const view = shownChangeOrder(sent);
    return h("div", {}, changeOrderHeadMarkup(view), changeOrderMarkup(view.document));
  });
