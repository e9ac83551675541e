import { SITE } from "../../site.ts";

/** A site visit's e-mails and invitation as the visitor reads them, in the language they booked in. */
export const VISIT_MAIL_TEXT = {
  summary: `Site visit: ${SITE.name}`,
  description:
    "A free site visit: we look at the space, measure and talk through the project, then send a written quote.",
  subject: {
    booked: (when: string) => `Your site visit is booked: ${when}`,
    moved: (when: string) => `Your site visit has moved: ${when}`,
    cancelled: (when: string) => `Your site visit is cancelled: ${when}`,
    reminder: (when: string) => `Reminder: your site visit ${when}`,
  },
  greeting: "Hello,",
  intro: {
    booked: `Thank you for booking a site visit with ${SITE.name}.`,
    moved: "Your site visit has a new time.",
    cancelled: "Your site visit is cancelled, as asked. The time is free again.",
    reminder: "A reminder: we are coming to see your project tomorrow.",
  },
  when: "When",
  where: "Where",
  expect:
    "What to expect: about an hour on site. We look at the space, take measurements and photos, and talk through what you have in mind. A written quote follows within a few days.",
  manage: "To reschedule or cancel",
  bookAgain: "To book a new visit",
  call: `Questions? Call us at ${SITE.phone}.`,
  automatic: "This is an automatic message; you can reply to it.",
  timeZone: "Eastern Time",
} as const;
