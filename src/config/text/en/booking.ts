import { SITE } from "../../site.ts";
import { OPTION_TEXT } from "./options.ts";
import { FRAME_TEXT } from "./frame.ts";

/** /book, its form and a booked visit's own page (/visit#token): what the visitor reads. */
export const BOOKING_TEXT = {
  /** The /book page and its form. */
  page: {
    title: "Book a Site Visit",
    description: `Pick a time for ${SITE.name} to visit your home or business in Virginia, Maryland or DC: a free on-site look at your project and a firm quote.`,
    heading: "Book a free site visit",
    intro:
      "We come to you, look at the space, measure and talk it through. You get a written quote afterwards. No account needed.",
    expect: "A visit takes about an hour. We bring a tape and a camera; you bring your ideas and questions.",
    aboutLabel: "About the visit",
  },
  whenHeading: "When suits you?",
  dayLegend: "Choose a day",
  timeLegend: "Choose a time",
  detailsLegend: "Your details",
  loadingSlots: "Loading open times…",
  slotsFailed: "We could not load the open times. Check your connection and try again, or call us.",
  retry: "Try again",
  noSlots: `No open times in the next weeks. Call us at ${SITE.phone} or send a message and we will find one.`,
  noTimesThatDay: "No open times left that day. Choose another day.",
  timeZoneNote: "Times are Eastern Time (Washington, DC).",
  chosen: (when: string) => `Your visit: ${when}`,
  change: "Change",
  fields: {
    name: "Name",
    phone: "Phone",
    email: "Email",
    street: "Street address",
    zip: "ZIP code",
    projectType: "Project type",
    note: "Anything we should know? (optional)",
  },
  /** The project types' names in the form's list (PROJECT_TYPES in site.ts, by value). */
  projectTypes: OPTION_TEXT.projectTypes,
  submit: "Book the visit",
  submitting: "Booking…",
  outsideArea: `That ZIP code is outside the area we serve (Northern Virginia, DC and suburban Maryland). Send us a message instead and we will tell you who can help.`,
  contactInstead: "Send us a message",
  loading: FRAME_TEXT.loading,
  zipInvalid: "Enter a 5-digit ZIP code.",
  streetRequired: "Enter the street address of the visit.",
  projectTypeRequired: "Choose a project type.",
  startInvalid: "Choose a time for the visit.",
  /** 409: somebody took the time first; the form keeps everything and offers the next ones. */
  taken: "Sorry, that time was just taken. Here are the next open times:",
  failed: `We could not book the visit. Your details are still here: try again, or call us at ${SITE.phone}.`,
  rateLimited: (seconds: number) =>
    `Too many booking attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  tooFast: "That was quick! Please check your details and press Book the visit again.",
  /** 403 visit_limit: the e-mail or phone has its share of future visits (never says whose visit it is). */
  personLimit: `This e-mail address or phone number already has a site visit booked. To change it, use the link in its confirmation e-mail, or call us at ${SITE.phone}.`,
  /** 429 booking_limit: the visitor's network booked its share today. */
  networkLimit: `We cannot book more visits from your network today. Call us at ${SITE.phone} and we will find a time with you.`,
  callInstead: `Call ${SITE.phone}`,
  confirmed: {
    heading: "Your visit is booked",
    when: (when: string) => `We will see you ${when}.`,
    email: (email: string) => `A confirmation with a calendar invitation is on its way to ${email}.`,
    change: "To reschedule or cancel, use the link in that e-mail.",
  },
  /** The visit's own page (/visit#token). */
  manage: {
    title: "Your Site Visit",
    heading: "Your site visit",
    loading: "Loading your visit…",
    invalid: `This link is not valid. Use the link in your latest confirmation e-mail, or call us at ${SITE.phone}.`,
    expired: `This visit has passed, so the link no longer works. Call us at ${SITE.phone} for anything else.`,
    cancelledAlready: "This visit is cancelled.",
    when: "When",
    where: "Where",
    reschedule: "Reschedule",
    rescheduleHint: "Choose a new time; your current one is kept until the new one is booked.",
    confirmMove: "Move the visit",
    cancel: "Cancel the visit",
    cancelConfirm: "Yes, cancel it",
    keep: "Keep it",
    cancelQuestion: "Cancel this visit? The time is given back and we are told at once.",
    moved: (when: string) => `Done: your visit is now ${when}. An updated invitation is on its way.`,
    cancelled: "Your visit is cancelled. A cancellation for your calendar is on its way. Book again any time.",
    failed: `That did not work. Try again, or call us at ${SITE.phone}.`,
    bookAgain: "Book a new visit",
    slotTaken: "That time is no longer open.",
  },
} as const;
