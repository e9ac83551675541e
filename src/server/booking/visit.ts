/**
 * A booked visit as the server keeps it (`visits/{id}`, the same id as its lead in
 * `contactForms`) and as its e-mails and invitations are built: the snapshot a
 * notification carries, so a mail says what was true when it was queued.
 */
import { LOCALES, type Locale } from "../../config/i18n.ts";
import type { Timestamp } from "firebase-admin/firestore";

type VisitStatus = "booked" | "cancelled";

export interface VisitSnapshot {
  visitId: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** The invitation's SEQUENCE: 0 when booked, one more for every move or the cancellation. */
  sequence: number;
  name: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  projectType: string;
  note: string;
  /** The language of the page it was booked from: the visitor's e-mails and invitation are written in it. */
  language: Locale;
}

/** What each e-mail of a visit is for. */
export type VisitPurpose = "booked" | "moved" | "cancelled" | "reminder";

/** The stored document: the snapshot's fields, where it stands, what it holds and its link's hash. */
export interface VisitDocument extends Omit<VisitSnapshot, "visitId" | "start" | "end"> {
  start: Timestamp;
  end: Timestamp;
  day: string;
  status: VisitStatus;
  /** The ids of the visitHolds documents (15-minute cells) and the visitSeats document it holds while booked. */
  cells: string[];
  seat: string;
  /** The visitPeople seats it holds for its e-mail and phone (src/server/booking/bookingLimits.ts); none before they existed. */
  people?: string[];
  /** SHA-256 of the private link's token, hex; the token itself is only ever in the visitor's e-mail. */
  tokenHash: string;
}

export function snapshotOf(id: string, doc: VisitDocument): VisitSnapshot {
  return {
    visitId: id,
    start: doc.start.toMillis(),
    end: doc.end.toMillis(),
    sequence: doc.sequence,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    street: doc.street,
    zip: doc.zip,
    projectType: doc.projectType,
    note: doc.note,
    // A visit booked before visits kept their language was booked in English.
    language: LOCALES.find((locale) => locale === doc.language) ?? "en",
  };
}
