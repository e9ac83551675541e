/**
 * A lead's origin as /admin says it: one line for where the visitor came from
 * ("Paid ads · google / cpc · kitchens") and one for the pages ("landed on /, sent from
 * /contact, on a phone"), and the export's columns. Pure, unit-tested without a DOM.
 */
import { ADMIN_TEXT } from "../../config/text.ts";
import type { LeadChannel, LeadOrigin } from "../../schemas/leadOrigin.ts";
import type { CsvColumn } from "./csv.ts";
import { formatCsvDate } from "../format/date.ts";

const T = ADMIN_TEXT.origin;

interface Tracked {
  origin: LeadOrigin | null;
  channel: LeadChannel;
  firstResponseAt: number | null;
}

/** "Paid ads · google / cpc · kitchens · ad click", "Other site · houzz.com", "Direct". */
export function originSummary({ origin, channel }: Tracked): string {
  const parts: string[] = [T.channelLabels[channel]];
  if (origin) {
    const { source, medium, campaign } = origin.utm;
    const tagged = [source, medium].filter(Boolean).join(" / ");
    if (tagged) parts.push(tagged);
    else if (origin.referrer) parts.push(origin.referrer);
    if (campaign) parts.push(campaign);
    if (origin.adClick) parts.push(T.adClick);
  }
  return parts.join(" · ");
}

/** "landed on /services/decks, sent from /contact, on a phone"; "" without an origin. */
export function originPages({ origin }: Tracked): string {
  return origin ? T.pages(origin.landing, origin.page, T.deviceLabels[origin.device]) : "";
}

/** The export's origin columns, after the lead's own. */
export function originCsvColumns<Row extends Tracked>(): CsvColumn<Row>[] {
  const { columns } = ADMIN_TEXT;
  const utm = (key: keyof LeadOrigin["utm"]) => (row: Row) => row.origin?.utm[key] ?? "";
  return [
    { header: columns.channel, value: (row) => T.channelLabels[row.channel] },
    { header: columns.referrer, value: (row) => row.origin?.referrer ?? "" },
    { header: columns.utmSource, value: utm("source") },
    { header: columns.utmMedium, value: utm("medium") },
    { header: columns.utmCampaign, value: utm("campaign") },
    { header: columns.utmTerm, value: utm("term") },
    { header: columns.utmContent, value: utm("content") },
    { header: columns.adClick, value: (row) => (row.origin ? (row.origin.adClick ? "yes" : "no") : "") },
    { header: columns.device, value: (row) => (row.origin ? T.deviceLabels[row.origin.device] : "") },
    { header: columns.landingPage, value: (row) => row.origin?.landing ?? "" },
    { header: columns.sentFrom, value: (row) => row.origin?.page ?? "" },
    { header: columns.firstResponse, value: (row) => formatCsvDate(row.firstResponseAt) },
  ];
}
