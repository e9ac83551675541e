import { describe, expect, test } from "vitest";
import { isUnlistedUrl, DISALLOWED_ROUTES } from "../../src/config/routes.ts";
import { SITE } from "../../src/config/site.ts";
import { BOOKING_TEXT as es } from "../../src/config/text/es/booking.ts";
import { FIELD_ERRORS as esFields } from "../../src/config/text/es/fields.ts";
import { VISIT_MAIL_TEXT as esMail } from "../../src/config/text/es/visitMail.ts";
import { VISIT_MAIL_TEXT as enMail } from "../../src/config/text/en/visitMail.ts";
import { bookingFormReducerIn, INITIAL_BOOKING_FORM } from "../../src/lib/booking/formState.ts";
import { ApiRequestError } from "../../src/lib/api-client/request.ts";
import { visitDay, visitTime, visitWhen } from "../../src/lib/format/visitTime.ts";
import { EMPTY_BOOKING, validateBooking } from "../../src/schemas/booking.ts";
import { visitInvitation } from "../../src/server/booking/invitation.ts";
import { buildVisitMail } from "../../src/server/booking/visitMail.ts";
import type { VisitSnapshot } from "../../src/server/booking/visit.ts";
import { readInvitation } from "../support/invitation.ts";

const visit: VisitSnapshot = {
  visitId: "v-es",
  start: Date.parse("2026-12-01T14:00:00Z"),
  end: Date.parse("2026-12-01T15:00:00Z"),
  sequence: 0,
  name: "María López",
  email: "maria@example.com",
  phone: "(301) 555-0142",
  street: "12 Elm St",
  zip: "20910",
  projectType: "remodel",
  note: "",
  language: "es",
};

describe("a visit booked from a Spanish page", () => {
  test("its day and time in Spanish, in the business's zone, a. m. as the office hours write it", () => {
    expect(visitWhen(visit.start, "es")).toBe("martes, 1 de diciembre de 2026, 9:00 a. m.");
    expect(visitTime(visit.start, "es")).toBe("9:00 a. m.");
    expect(visitDay("2026-12-01", false, "es")).toBe("mar, 1 de dic");
    expect(visitDay("2026-12-01", true, "es")).toBe("martes, 1 de diciembre");
    expect(visitWhen(visit.start)).toBe("Tuesday, December 1, 2026 at 9:00 AM");
  });

  test("the visitor's confirmation is in Spanish, with the Spanish page's private link; the owner's stays English", () => {
    const mail = buildVisitMail({ purpose: "booked", audience: "visitor", visit, token: "tok123" }, {})!;
    expect(mail.subject).toBe(esMail.subject.booked("martes, 1 de diciembre de 2026, 9:00 a. m."));
    expect(mail.text).toContain(`${esMail.manage}: ${SITE.url}/es/visita#tok123`);
    expect(mail.text).toContain(`${esMail.when}: martes, 1 de diciembre de 2026, 9:00 a. m. (${esMail.timeZone})`);
    expect(mail.text).not.toContain(enMail.expect);
    const cancelled = buildVisitMail({ purpose: "cancelled", audience: "visitor", visit }, {})!;
    expect(cancelled.text).toContain(`${esMail.bookAgain}: ${SITE.url}/es/reservar`);
    const owner = buildVisitMail({ purpose: "booked", audience: "owner", visit }, {})!;
    expect(owner.subject).toContain("Site visit booked: María López");
    expect(owner.text).toContain("Tuesday, December 1, 2026 at 9:00 AM (Eastern Time)");
    expect(owner.text.split("\n")[1]).toBe("Prefers Spanish");
  });

  test("its invitation, read back with a second iCalendar library: Spanish for the visitor, English for the owner", () => {
    const visitors = readInvitation(visitInvitation(visit, false, false));
    expect(visitors.summary).toBe(esMail.summary);
    expect(visitors.description).toBe(`${esMail.description}\n${esMail.call}`);
    expect(visitors.start).toBe("2026-12-01T14:00:00.000Z");
    const owners = readInvitation(visitInvitation(visit, false, true));
    expect(owners.summary).toBe("Site visit: María López (Remodel)");
  });

  test("a visit stored before visits kept their language reads as English", () => {
    const mail = buildVisitMail({ purpose: "reminder", audience: "visitor", visit: { ...visit, language: "en" } }, {})!;
    expect(mail.text).toContain(enMail.intro.reminder);
  });

  test("the form refuses in Spanish", () => {
    const result = validateBooking({ ...EMPTY_BOOKING, name: "Ana", phone: "12", zip: "99999" }, es, esFields);
    expect(result).toMatchObject({
      ok: false,
      errors: {
        phone: esFields.phone,
        email: esFields.email,
        street: es.streetRequired,
        zip: es.outsideArea,
        projectType: es.projectTypeRequired,
      },
    });
  });

  test("the form's steps say their sentences in Spanish, a rate limit with the server's wait", () => {
    const reducer = bookingFormReducerIn(es);
    expect(reducer(INITIAL_BOOKING_FORM, { type: "noTime" }).timeError).toBe(es.startInvalid);
    const refused = reducer(INITIAL_BOOKING_FORM, {
      type: "answered",
      answer: { kind: "refused", reason: "person" },
      email: "maria@example.com",
    });
    expect(refused.failure).toBe(es.personLimit);
    const limited = new ApiRequestError(
      { kind: "http", status: 429, code: "rate_limited", message: "Too many booking attempts.", retryAfterSeconds: 30 },
      "/api/bookings",
    );
    expect(reducer(INITIAL_BOOKING_FORM, { type: "failed", error: limited }).failure).toBe(es.rateLimited(30));
  });

  test("the Spanish visit page is unlisted like the English one, and like it open to crawlers (its token is in the fragment)", () => {
    expect(isUnlistedUrl(`${SITE.url}/es/visita`)).toBe(true);
    expect(isUnlistedUrl(`${SITE.url}/es/reservar`)).toBe(false);
    expect(DISALLOWED_ROUTES).not.toContain("/es/visita");
    expect(DISALLOWED_ROUTES).not.toContain("/visit");
  });
});
