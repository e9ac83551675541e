import { LEAD_SEARCH_FIELD } from "../../schemas/leadSearch.ts";
import { LEAD_PAGE_SIZE, type LeadStatus } from "../../schemas/lead.ts";
import type { LeadChannel } from "../../schemas/leadOrigin.ts";
import type { Locale } from "../../config/i18n.ts";

export interface LeadQuery {
  /** Only leads with this status; all leads when absent. */
  status?: LeadStatus;
  /** Only leads carrying this search term (searchQuery's term); all leads when absent. */
  search?: string;
  /** Only leads that came from this channel; all when absent. */
  channel?: LeadChannel;
  /** Only leads sent from a page in this language; all when absent. */
  language?: Locale;
}

/** A page query of the inbox as plain data: adminData.ts turns it into Firestore constraints. */
export interface LeadQueryPlan {
  /**
   * "leads": the lead collection itself. "index": its search index entries
   * (leadSearchCollection), whose ids are the ids of the leads to read, in their order.
   */
  from: "leads" | "index";
  where: [field: string, op: "==" | "array-contains", value: string][];
  orderBy: [field: "timestamp", direction: "desc"];
  /** One more than a page, to know whether a next page exists. */
  limit: number;
}

/**
 * Newest first, optionally narrowed by one search term, a channel, a language and a status.
 * Without a term the leads are listed straight from their collection (small documents, no
 * terms on them); with one, the index entries carry the terms, the status, the channel, the
 * language and the time. Every combination has its composite index in
 * firestore.indexes.json, its fields in the order of the clauses below and the time last
 * (tests/unit/leadSearch.test.ts asks for each one).
 */
export function leadPageQuery({ status, search, channel, language }: LeadQuery): LeadQueryPlan {
  const where: LeadQueryPlan["where"] = [];
  if (search) where.push([LEAD_SEARCH_FIELD, "array-contains", search]);
  if (channel) where.push(["channel", "==", channel]);
  if (language) where.push(["language", "==", language]);
  if (status) where.push(["status", "==", status]);
  return {
    from: search ? "index" : "leads",
    where,
    orderBy: ["timestamp", "desc"],
    limit: LEAD_PAGE_SIZE + 1,
  };
}
