/**
 * Every user-facing string of the islands and their logic, in one place, namespaced per
 * feature. MESSAGES is the spec's catalogue (section 8) word for word; the other
 * namespaces are our own interface texts. Page copy (headlines, the story on /about)
 * lives in the pages and content collections it belongs to. What a visitor reads in both
 * languages moves to one file per feature and language under ./text/en and ./text/es
 * (docs/decisions/i18n.md); the namespaces here that use them re-export the English.
 */
import type { Locale } from "./i18n.ts";
import { SITE } from "./site.ts";
import { ACTIONS_TEXT } from "./text/en/actions.ts";
import { CHAT_TEXT } from "./text/en/chat.ts";
import { BOOKING_TEXT as VISITOR_BOOKING_TEXT } from "./text/en/booking.ts";
import { CONTACT_TEXT } from "./text/en/contact.ts";
import { VISIT_MAIL_TEXT as VISITOR_VISIT_MAIL_TEXT } from "./text/en/visitMail.ts";
import { PROJECTS_TEXT } from "./text/en/projects.ts";
import { AUTH_TEXT as VISITOR_AUTH_TEXT, GOOGLE_USER_FALLBACK_NAME } from "./text/en/auth.ts";
import { FRAME_TEXT } from "./text/en/frame.ts";
import { ESTIMATOR_TEXT } from "./text/en/estimator.ts";
import { ACCOUNT_TEXT } from "./text/en/account.ts";
import { COMMON_TEXT } from "./text/common.ts";
import { LEAD_FIELD_TEXT } from "./text/leadFields.ts";

export { CHAT_TEXT, CONTACT_TEXT };
export { FIELD_ERRORS } from "./text/en/fields.ts";
export { COST_GUIDE_TEXT } from "./text/en/costGuide.ts";

/** The spec's error catalogue and quoted interface texts, word for word. */
export const MESSAGES = {
  chatUnavailable: CHAT_TEXT.unavailable,
  chatFailure: CHAT_TEXT.failure,
  chatTyping: CHAT_TEXT.typing,

  estimatorUnavailable: ESTIMATOR_TEXT.toasts.unavailable,
  estimatorFailure: ESTIMATOR_TEXT.toasts.failure,
  estimatorEmpty: ESTIMATOR_TEXT.toasts.empty,
  estimatorGenerating: ESTIMATOR_TEXT.toasts.generating,

  contactSuccess: CONTACT_TEXT.success,
  contactFailure: CONTACT_TEXT.failure,

  loginSuccess: VISITOR_AUTH_TEXT.toasts.loginSuccess,
  loginFailure: VISITOR_AUTH_TEXT.toasts.loginFailure,
  googleLoginSuccess: VISITOR_AUTH_TEXT.toasts.googleLoginSuccess,
  googlePopupBlocked: VISITOR_AUTH_TEXT.toasts.googlePopupBlocked,
  googleLoginFailure: VISITOR_AUTH_TEXT.toasts.googleLoginFailure,
  googleConnecting: VISITOR_AUTH_TEXT.toasts.googleConnecting,

  signupSuccess: VISITOR_AUTH_TEXT.toasts.signupSuccess,
  signupFailure: VISITOR_AUTH_TEXT.toasts.signupFailure,
  googleSignupSuccess: VISITOR_AUTH_TEXT.toasts.googleSignupSuccess,
  googleSignupFailure: VISITOR_AUTH_TEXT.toasts.googleSignupFailure,

  logoutSuccess: FRAME_TEXT.account.loggedOut,
  logoutFailure: FRAME_TEXT.account.logoutFailed,

  projectsLoadFailure: PROJECTS_TEXT.grid.loadFailure,
  likeSuccess: PROJECTS_TEXT.grid.likeSuccess,
  likeFailure: PROJECTS_TEXT.grid.likeFailure,
  projectUpdateSuccess: "Project updated successfully",
  projectUpdateFailure: "Failed to update project",
  projectDeleteConfirm: "Are you sure you want to delete this project?",
  projectDeleteSuccess: "Project deleted successfully",
  projectDeleteFailure: "Failed to delete project",

  passwordsDiffer: VISITOR_AUTH_TEXT.toasts.passwordsDiffer,
  estimatorLoginRequired: FRAME_TEXT.account.loginRequired,
  unexpectedErrorTitle: COMMON_TEXT.unexpectedErrorTitle,
} as const;

/** Fallbacks used when the auth layer rethrows an error without a provider message (spec section 8). */
export const AUTH_ERROR_FALLBACKS = VISITOR_AUTH_TEXT.fallbacks;

/** /login and /signup in English (./text/en/auth.ts), and the name a Google account without one is stored under. */
export const AUTH_TEXT = { ...VISITOR_AUTH_TEXT, googleUserFallbackName: GOOGLE_USER_FALLBACK_NAME } as const;

/** The functions' answers to a caller who may not do what they asked (src/server/auth.ts). */
export const API_AUTH_TEXT = {
  signInAsAdmin: (action: string) => `Sign in as an admin to ${action}.`,
  onlyAdmins: (action: string) => `Only admins may ${action}.`,
  signInAgain: (action: string) => `Sign in again to ${action}.`,
  checkUnavailable: "The sign-in check could not be made.",
  /** What each protected action is called in those sentences. */
  actions: {
    publish: "publish changes",
    photos: "upload photos",
    reviewRequests: "ask for reviews",
    visit: "change this visit",
    proposals: "manage proposals",
    changeOrders: "send change orders",
    accountContract: "download your signed contract",
  },
} as const;

/** The estimator page (the spec's own estimator texts are in MESSAGES). */
export { ESTIMATOR_TEXT };

/** The projects showcase (the spec's own project texts are in MESSAGES). */
export const PROJECT_TEXT = {
  labels: {
    title: "Title",
    description: "Description",
    image: "Image URL",
    location: "Location",
    service: "Service",
    area: "Area",
  },
  optional: "(optional)",
  noneOption: "None",
  placeholders: {
    title: "Modern Kitchen Remodel",
    description: "What we built, and what makes it special.",
    image: "https://example.com/photo.jpg",
    location: "Arlington, VA",
  },
  fieldErrors: {
    title: "Please enter a title.",
    description: "Please enter a description.",
    image: "Please enter an image address starting with https:// (or /images/ for the site's own pictures).",
    location: "Please enter a location.",
    service: "Please choose one of the services, or none.",
    area: "Please choose one of the areas, or none.",
    photos: "The photos could not be saved: upload them again.",
  },
  loadingLabel: "Loading projects",
  edit: "Edit",
  delete: "Delete",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  addProject: "Add project",
  adding: "Adding...",
  editTitle: (title: string) => `Edit ${title}`,
  addTitle: "Add a project",
  /** Beyond the spec's catalogue: the Add project form needs its own outcome texts. */
  addSuccess: "Project added successfully",
  addFailure: "Failed to add project",
  /** The visitor's side of the grid, in both languages: src/config/text/{en,es}/projects.ts. */
  ...PROJECTS_TEXT.grid,
  /** A save reached the database but the site's published pages could not be rebuilt. */
  publishFailed: "Saved. The public pages could not be republished; use Publish changes in /admin.",
} as const;

/** The owner's dashboard. */
export const ADMIN_TEXT = {
  /** /admin's first card: what needs an answer now, a line each, a tap to call and one to open. */
  now: {
    title: "Now",
    loading: "Loading what needs an answer…",
    failed: "Could not load everything that needs an answer; the other pages still work.",
    newest: "Newest lead",
    waiting: "Waiting for an answer, longest first",
    noneWaiting: "No lead is waiting for an answer.",
    moreWaiting: (shown: number) => `The ${shown} waiting longest; Leads has the rest.`,
    visits: "Visits today and tomorrow",
    noVisits: "No visit today or tomorrow.",
    today: "Today",
    tomorrow: "Tomorrow",
    reviews: (count: number) => `${count} ${count === 1 ? "review waits" : "reviews wait"} for your decision.`,
    noReviews: "No review waits for your decision.",
    proposals: "Proposals to answer",
    noProposals: "No proposal waits for an answer.",
    loadingMore: "Loading…",
    changesAsked: "changes asked",
    expiresOn: (day: string) => `expires ${day}`,
    kinds: { contact: "Message", chat: "Chat", booking: "Site visit", estimate: "Estimate" },
    waited: (time: string) => `waiting ${time}`,
    ago: {
      justNow: "just now",
      minutes: (n: number) => `${n} min`,
      hours: (n: number) => `${n} h`,
      days: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
    },
    call: "Call",
    callLabel: (name: string) => `Call ${name}`,
    open: "Open",
    openLabel: (name: string) => `Open ${name}'s lead`,
    openProposal: "Open the proposals",
    openVisits: "Open the agenda",
  },
  /** The installed /admin's name under its icon and on its splash screen (ADMIN_APP). */
  app: {
    name: `${SITE.name} Admin`,
    shortName: "Admin",
    description: "New leads, site visits, proposals and reviews for the owner.",
  },
  /** The owner's pages (ADMIN_PAGES): the bars between them, and each page's heading and summary. */
  pages: {
    navLabel: "Admin sections",
    more: "More",
    // Each description is the page's subtitle too: two lines on a phone (AdminLayout.astro).
    now: {
      nav: "Now",
      title: "Admin Dashboard",
      description: "What needs an answer first: new leads, visits, proposals and reviews.",
    },
    leads: {
      nav: "Leads",
      title: "Leads",
      description: "Contact forms, chat and booking leads, and AI estimates, newest first.",
    },
    visits: {
      nav: "Visits",
      title: "Site visits",
      description: "Today's site visits and the coming week's, to call, map, move or cancel.",
    },
    proposals: {
      nav: "Proposals",
      title: "Proposals",
      description: "Proposals written, sent, signed and paid, and their change orders.",
    },
    reviews: {
      nav: "Reviews",
      title: "Reviews",
      description: "Client reviews waiting for your decision, and those published.",
    },
    figures: {
      nav: "Figures",
      title: "Response figures",
      description: "How fast leads are answered, where they come from, what they turn into.",
    },
    prices: {
      nav: "Prices",
      title: "Pricing guide",
      description: "The prices the AI Estimator and the cost guides use.",
    },
    settings: {
      nav: "Settings",
      title: "Settings",
      description: "Follow-ups, hours and calendars, the proposals' notices, publishing.",
    },
    // Three lines: a lead's own message may take three.
    lead: {
      title: "Lead",
      description:
        "Every field of one lead: the conversation, the estimate or the visit, its status and its note, a tap from a call.",
    },
  },
  exportCsv: "Export CSV",
  exportLabel: (table: string) => `Export CSV: ${table}`,
  tableLabel: (table: string) => `${table} table`,
  /** "Publish changes": company facts are build-time settings; this starts a Netlify build. */
  publish: {
    title: "Publish changes",
    hint: "The phone, e-mail and licence numbers are Netlify environment variables (PUBLIC_COMPANY_PHONE, PUBLIC_COMPANY_EMAIL, PUBLIC_LICENSE_*); hours and service areas are in the site's configuration. After changing a variable, publish to rebuild the site with it.",
    button: "Publish changes",
    sending: "Publishing…",
    done: (time: string) => `Build requested at ${time}. The site shows the changes in a few minutes.`,
    queued: (time: string) =>
      `A build was requested less than a minute ago; another one with your changes starts by ${time}.`,
    notConfigured:
      "No build hook is set up (NETLIFY_BUILD_HOOK_URL), so nothing was published. On a developer's machine every page is rendered on request, so changes already show.",
    failed: "Could not start the build. Please try again.",
    /** The build hook kept failing and the retries stopped (settings/publish); null: no answer at all. */
    lastFailed: (time: string, status: number | null, attempts: number) =>
      `The last publish failed at ${time}: the build hook ${status === null ? "did not answer" : `answered ${status}`} (${attempts} tries). The site still shows the pages built before it; press Publish changes to try again.`,
  },
  contactTable: {
    title: "Contact forms",
    empty: "No contact forms yet. Messages sent from the Contact page will appear here.",
  },
  estimateTable: {
    title: "Estimates",
    empty: "No estimates yet. Estimates generated with the AI Estimator will appear here.",
  },
  columns: {
    date: "Date",
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    userId: "User ID",
    projectType: "Project type",
    room: "Room",
    size: "Size",
    squareFootage: "Square footage",
    timeline: "Timeline",
    ballpark: "Ballpark",
    ballparkLow: "Ballpark low (USD)",
    ballparkHigh: "Ballpark high (USD)",
    scope: "Scope",
    estimate: "Estimate",
    status: "Status",
    note: "Note",
    source: "Source",
    conversation: "Conversation",
    cameFrom: "Came from",
    manage: "Status and note",
    project: "Project",
    channel: "Channel",
    referrer: "Referring site",
    utmSource: "UTM source",
    utmMedium: "UTM medium",
    utmCampaign: "UTM campaign",
    utmTerm: "UTM term",
    utmContent: "UTM content",
    adClick: "Ad click",
    device: "Device",
    landingPage: "Landing page",
    sentFrom: "Sent from",
    firstResponse: "First answered",
  },
  /** The leads as a list (below a large screen's table width): a line or two each. */
  list: {
    noteAdd: "Add note",
    noteEdit: "Edit note",
    open: "Open",
    openLabel: (who: string) => `Open the lead from ${who}`,
    back: "All leads",
    map: "Map",
    mapLabel: (address: string) => `Map of ${address}`,
    visit: "Site visit",
    visitCancelled: "Cancelled",
  },
  /** The lead inbox: status, note, delete, filter and paging on each table. */
  inbox: {
    statusLabels: { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost" },
    newCount: (count: number) => (count === 1 ? "1 new lead" : `${count} new leads`),
    filterLabel: (table: string) => `Show ${table.toLowerCase()} with status`,
    filterAll: "All statuses",
    statusLabel: (who: string) => `Status of the lead from ${who}`,
    noteLabel: (who: string) => `Private note on the lead from ${who}`,
    notePlaceholder: "Private note",
    deleteButton: "Delete",
    /** The lead an alert's link opens, first on the page. */
    linkedGone: "This lead is no longer in the inbox (it was deleted).",
    /** A lead card's tap targets on a phone. */
    call: (who: string) => `Call ${who}`,
    reply: (who: string) => `E-mail ${who}`,
    deleteLabel: (who: string) => `Delete the lead from ${who}`,
    deleteConfirm: (who: string) => `Delete the lead from ${who}? This cannot be undone.`,
    /** A booking's lead whose visit is still booked: the visit is cancelled first, with its e-mails. */
    deleteVisitConfirm: (who: string, when: string) =>
      `Delete the lead from ${who}? Their site visit ${when} is cancelled first and they get the cancellation by e-mail. This cannot be undone.`,
    deleted: "Lead deleted.",
    updateFailed: "Could not save the change. Please try again.",
    deleteFailed: "Could not delete the lead. Please try again.",
    loadMore: "Load more",
    loadMoreLabel: (table: string) => `Load more ${table.toLowerCase()}`,
    loadMoreFailed: "Could not load more leads. Please try again.",
    exportScope:
      "Export CSV saves every lead of the chosen filters and search, not only those loaded below (up to 5,000).",
    shown: (count: number, more: boolean) => `${count}${more ? "+" : ""}`,
    badStatus: LEAD_FIELD_TEXT.badStatus,
    noteTooLong: LEAD_FIELD_TEXT.noteTooLong,
    /** Who a row is about in labels: the name, else the e-mail, else this. */
    anonymous: "an unnamed visitor",
    noneWithStatus: (table: string, status: string) => `No ${table.toLowerCase()} with status ${status}.`,
    /** Two or three filters at once: none of them alone is the reason. */
    noneMatchFilters: (table: string) => `No ${table.toLowerCase()} match these filters.`,
    noneMatch: (query: string, status?: string) =>
      status ? `No leads with status ${status} match "${query}".` : `No leads match "${query}".`,
    /** A search with the channel or language filter too: the filters may be why. */
    noneMatchFiltered: (query: string) => `No leads match "${query}" with these filters.`,
    /** Where a contact lead came from, as a badge in its row and a column of the export. */
    sourceLabels: { contact: "Contact form", chat: "Chat", booking: "Site visit" },
    /** A site visit the chat assistant booked: its lead carries the conversation. */
    bookedInChat: "Site visit, booked in the chat",
    /** In place of an empty e-mail, phone or note (a chat lead needs only one way to reach the visitor). */
    notGiven: "Not given",
    noNote: "No note",
    transcriptShow: (turns: number) => `Show conversation (${turns} ${turns === 1 ? "message" : "messages"})`,
    transcriptHide: "Hide conversation",
    transcriptRoles: { user: "Visitor", assistant: "Assistant" },
    /** Under a lead's status: an e-mail of the lead the outbox gave up on, and why. */
    mailFailed: {
      alert: (reason: string) => `Alert e-mail failed: ${reason}`,
      ack: (reason: string) => `Acknowledgement could not be delivered: ${reason}`,
      hook: (reason: string) => `Phone alert failed: ${reason}`,
    },
    mailFailureReasons: {
      refused: (smtpCode: number | null) =>
        smtpCode === null ? "the mail server refused it." : `the mail server refused it (SMTP ${smtpCode}).`,
      gaveUp: (attempts: number) => `still failing after ${attempts} tries, so it is no longer retried.`,
      /** A webhook that answered 4xx: removed or mistyped. */
      hookRefused: "the service refused it; check ALERT_WEBHOOK_URL.",
    },
  },
  /** Where a lead came from: its channel, the campaign or site, the pages. */
  origin: {
    channelLabels: {
      ads: "Paid ads",
      search: "Search",
      directory: "Directory",
      social: "Social media",
      email: "E-mail",
      referral: "Other site",
      campaign: "Campaign",
      direct: "Direct",
      unknown: "Unknown",
    },
    filterLabel: (table: string) => `Show ${table.toLowerCase()} that came from`,
    filterAll: "All channels",
    noneFromChannel: (table: string, channel: string) => `No ${table.toLowerCase()} came from ${channel}.`,
    adClick: "ad click",
    deviceLabels: { phone: "phone", tablet: "tablet", desktop: "computer" },
    /** "landed on /services/decks, sent from /contact, on a phone" */
    pages: (landing: string, page: string, device: string) =>
      landing === page
        ? `sent from ${page}, on a ${device}`
        : `landed on ${landing}, sent from ${page}, on a ${device}`,
  },
  /** The owner's response time on one screen (src/lib/leads/stats.ts). */
  responsePanel: {
    title: "How fast you answer",
    hint: "Leads by the day they arrived. Answered means the first change away from New.",
    windows: (days: number) => `Last ${days} days`,
    windowsLabel: "Period",
    leads: "Leads",
    median: "Median first answer",
    within5m: "Answered within 5 minutes",
    within1h: "Answered within 1 hour",
    within1d: "Answered within 1 business day",
    notYet: "Not answered yet",
    noAnswers: "None answered yet",
    perWeek: "Leads per week by where they came from",
    weekOf: (day: string) => `Week of ${day}`,
    weekTotal: (count: number) => (count === 1 ? "1 lead" : `${count} leads`),
    bySource: "Won and lost by where they came from",
    columns: { channel: "Came from", leads: "Leads", won: "Won", lost: "Lost" },
    empty: "No leads in this period yet.",
    waiting: "The figures appear within a minute of the first lead.",
    updated: (time: string) => `Updated ${time}.`,
    /** "4 min", "1 h 20 min", "2.5 days" */
    minutes: (minutes: number) =>
      minutes < 60
        ? `${Math.max(1, Math.round(minutes))} min`
        : minutes < 1440
          ? `${Math.floor(minutes / 60)} h${Math.round(minutes % 60) ? ` ${Math.round(minutes % 60)} min` : ""}`
          : `${(minutes / 1440).toFixed(1)} days`,
    share: (count: number, total: number) => (total === 0 ? "–" : `${Math.round((count / total) * 100)}%`),
    /** From the proposals the Proposals section lists (src/lib/admin/responsePanel.ts's proposalConversion). */
    proposals: {
      heading: "Proposals: from sent to signed",
      none: "No proposal sent yet.",
      signedLabel: "Sent proposals signed",
      signedOf: (signed: number, sent: number) => `${signed} of ${sent} (${Math.round((signed / sent) * 100)}%)`,
      medianLabel: "Median time from sending to signature",
      noSignature: "None signed yet",
      /** "5.5 hours", "1 hour", "3 days" */
      wait: ({ unit, amount }: { unit: "hours" | "days"; amount: number }) =>
        `${amount} ${unit === "hours" ? (amount === 1 ? "hour" : "hours") : amount === 1 ? "day" : "days"}`,
      note: (limit: number) =>
        `Of the ${limit} latest proposals (by last change). Sent means sent at least once, also if revised since; declined and expired ones count as sent, not signed; paid ones as signed.`,
    },
  },
  /** The card that sets how new leads are followed up (src/schemas/followUp.ts). */
  followUp: {
    title: "Follow-up on new leads",
    hint: "An instant reply to the visitor, and reminders to you while a lead is still New (counted in office hours; a lead that comes in after hours reminds you when the office opens).",
    open: "Show follow-up settings",
    hide: "Hide follow-up settings",
    instantReply: "Send the visitor an instant reply",
    instantReplyHint:
      "A short confirmation from the company within a minute: what happens next, your hours and phone number, and the estimate's figures. Nothing the visitor typed is repeated. At most one a day per address.",
    reminders: "Remind me after (minutes)",
    remindersHint: "Up to three times, in ascending order, e.g. 5 and 15. Leave them all empty for no reminders.",
    reminderLabel: (index: number) => `Reminder ${index}, minutes after the lead`,
    alsoTo: "Also send reminders to (optional)",
    alsoToHint: "A second address, such as an office manager's.",
    save: "Save follow-up settings",
    saving: "Saving…",
    saved: "Follow-up settings saved.",
    saveFailed: "Could not save the follow-up settings. Please try again.",
    minutesInvalid: "Enter whole minutes from 1 to 600.",
    tooManyReminders: (max: number) => `At most ${max} reminders.`,
    remindersOrder: "Put the reminders in ascending order, each later than the one before.",
    alsoToInvalid: "Enter a valid e-mail address, or leave it empty.",
  },
  /** One search box above both tables, combined with each table's status filter. */
  search: {
    label: "Search leads by name, e-mail or phone",
    placeholder: "Name, e-mail or phone",
    hint: "Finds names and e-mail addresses by the beginning of any word (nat, j.whit), whole e-mail addresses, and phone numbers whole or by their last 4 or more digits.",
    clear: "Clear search",
    tooShort: "Type at least 2 letters or 4 digits to search.",
    showing: (query: string) => `Showing leads that match "${query}".`,
  },
} as const;

/**
 * The lead e-mails (src/server/mail): the owner's alert and the optional acknowledgement
 * to the visitor. Subjects name who and what, so the owner can triage from the inbox list.
 */
/**
 * The visitor's language as the owner reads it (the alerts, the inbox): said only when it
 * is not English, the owner's own.
 */
export const LANGUAGE_TEXT = {
  names: { en: "English", es: "Spanish" } satisfies Record<Locale, string>,
  prefers: (language: string) => `Prefers ${language}`,
  /** The inbox's column and filter. */
  column: "Language",
  filterLabel: (table: string) => `Show ${table.toLowerCase()} in`,
  filterAll: "All languages",
  noneIn: (table: string, language: string) => `No ${table.toLowerCase()} in ${language}.`,
} as const;

export const MAIL_TEXT = {
  alertSubject: {
    contact: (who: string) => `New contact message from ${who}`,
    chat: (who: string) => `Chat hand-off from ${who}`,
    estimate: (who: string) => `New estimate request from ${who}`,
    booking: (who: string) => `New site visit booked by ${who}`,
  },
  /** When the lead has neither a name nor a way to reach them. */
  anonymous: "a visitor",
  alertIntro: {
    contact: "A visitor sent a message through the contact form.",
    chat: "A visitor asked the website assistant to be contacted.",
    estimate: "A visitor requested an AI estimate.",
    booking: "A visitor booked a site visit.",
  },
  openInAdmin: "Open it in the dashboard",
  replyHint: "Reply to this e-mail to answer the visitor directly.",
  transcriptTitle: "Conversation",
  transcriptRoles: { user: "Visitor", assistant: "Assistant" } as Record<string, string>,
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    note: "Note",
    projectType: "Project type",
    roomType: "Room",
    squareFootage: "Square footage",
    timeline: "Timeline",
    scope: "Scope",
    ballpark: "Ballpark",
    result: "Estimate as the visitor saw it",
  } as Record<string, string>,
  /** A lead still New after its reminder time: to the owner (and a second address, when set). */
  reminderSubject: (who: string, minutes: number) => `Still waiting for an answer: ${who} (${minutes} min)`,
  reminderIntro: (minutes: number, source: string) =>
    `This lead is still marked New, ${minutes} minutes of office time after it arrived (${source}).`,
  reminderStop: "Reminders stop as soon as you change the lead's status in the dashboard.",
  /** Kinds of lead in a reminder or a phone alert. */
  sourceNames: {
    contact: "contact form",
    chat: "chat call-back",
    estimate: "AI estimate",
    booking: "site visit booked",
  },
} as const;

/**
 * The owner's phone alerts (ALERT_WEBHOOK_URL: Slack, Microsoft Teams or ntfy): one short
 * message per lead alert and reminder, with who, what and a link that opens the lead.
 */
export const PHONE_ALERT_TEXT = {
  alertTitle: (who: string, source: string) => `New lead: ${who} (${source})`,
  reminderTitle: (who: string, minutes: number) => `Still New after ${minutes} min: ${who}`,
  call: (phone: string) => `Call ${phone}`,
  open: "Open the lead",
} as const;

/**
 * The owner's hourly digest of leads past the alert ceiling (src/server/leads/alertCeiling.ts):
 * stored and listed in /admin as always, but in one e-mail instead of one alert each.
 */
export const DIGEST_MAIL_TEXT = {
  subject: (count: number) => `${count} more lead${count === 1 ? "" : "s"} this hour, alerts paused`,
  intro: (count: number) =>
    `More leads than usual arrived this hour: one network sending many (often a script), or a busy hour for everyone. ${count} of them did not alert you one by one. They are all in the inbox as usual.`,
  more: (count: number) => `And ${count} more in the inbox.`,
  automatic: "One digest an hour at most; alerts resume on their own.",
  none: "No lead is waiting in this digest any more (they were deleted).",
} as const;

/**
 * The owner's AI budget alert (src/server/mail/budgetAlert.ts): sent once on the day the
 * chat and the estimator stop for cost, so the owner knows why visitors see "unavailable".
 */
export const BUDGET_MAIL_TEXT = {
  subject: (day: string) => `AI budget used up for ${day}: chat and estimator paused until midnight`,
  intro: (day: string) =>
    `The website's AI assistant and estimator have used today's token budget (${day}, New York time). Until midnight both tell visitors they are unavailable and to contact you directly.`,
  used: "Tokens used",
  limit: "Daily budget",
  calls: "AI calls today",
  raise:
    "To allow more, raise AI_DAILY_TOKEN_BUDGET in the Netlify site settings (Environment variables) and redeploy. Unexpected traffic may mean someone is scripting the assistant: check the function logs.",
  automatic: "This alert is sent at most once a day.",
  /** When chat's share runs out first: the estimator keeps the part reserved for it. */
  chat: {
    subject: (day: string) => `AI chat paused for ${day}: its share of the AI budget is used up`,
    intro: (day: string) =>
      `The website's AI assistant has used its share of today's token budget (${day}, New York time). Until midnight it tells visitors it is unavailable and to contact you directly. The estimator keeps the part of the budget reserved for it and still answers signed-in visitors.`,
    used: "Chat tokens used",
    limit: "Chat's share of the daily budget",
    calls: "Chat calls today",
    raise:
      "To allow more, raise AI_DAILY_TOKEN_BUDGET, or lower AI_ESTIMATE_RESERVE_PERCENT (the estimator's reserved share), in the Netlify site settings (Environment variables) and redeploy. Unexpected traffic may mean someone is scripting the assistant: check the function logs.",
  },
} as const;

export { PRICING_TEXT } from "./text/pricing.ts";

/** Project photos: the picker in the project form and POST /api/photos's error messages. */
export const PHOTO_TEXT = {
  /** The function's JSON `error.message`s; the picker shows them beside the photo. */
  errors: {
    notAnImage: "This file is not a picture we can read. Use a JPEG, PNG, WebP or AVIF photo.",
    unsupportedFormat: (format: string) =>
      `${format.toUpperCase()} pictures are not accepted. Use a JPEG, PNG, WebP or AVIF photo.`,
    wrongType: "Send the picture itself as image/jpeg, image/png, image/webp or image/avif.",
    tooLarge: (megabytes: string) => `The picture is larger than ${megabytes} MB. Choose a smaller one.`,
    tooManyPixels: "The picture has more than 50 megapixels. Choose a smaller one.",
    tooTall: "The picture is too tall for its width to show on the site. Crop it and try again.",
    unavailable: "Photos cannot be stored right now. Please try again in a minute.",
  },
  label: "Photos",
  hint: "Choose, drop or take pictures. They are resized for the site and their location data is removed.",
  choose: "Add photos",
  dropHere: "Drop pictures here",
  uploading: (percent: number) => `Uploading… ${percent}%`,
  preparing: "Preparing…",
  failed: "Upload failed. Please try again.",
  unreadable: "This picture could not be opened here. Save it as JPEG and try again.",
  tooMany: (max: number) => `A project can have at most ${max} photos.`,
  retry: "Retry",
  remove: "Remove",
  removeLabel: (position: number) => `Remove photo ${position}`,
  moveLabel: (position: number, direction: "earlier" | "later") => `Move photo ${position} ${direction}`,
  makeCover: "Make cover",
  cover: "Cover",
  coverLabel: (position: number) => `Use photo ${position} as the cover`,
  labelField: (position: number) => `Label of photo ${position}`,
  labels: { none: "No label", before: "Before", after: "After" },
  size: (width: number, height: number) => `${width} × ${height}`,
  alt: (title: string, position: number, label?: string) =>
    `${title || "Project"}, photo ${position}${label ? ` (${label})` : ""}`,
} as const;

/** Site visits: the owner's availability as the /admin editor and the functions check it. */
export const BOOKING_TEXT = {
  availabilityErrors: {
    hours: "Give each open day a start and an end time on the quarter hour (HH:MM, 24-hour), the end after the start.",
    visitMinutes: "A visit lasts 15 to 480 minutes, in steps of 15.",
    bufferMinutes: "The time between visits is 0 to 240 minutes, in steps of 15.",
    noticeHours: "The minimum notice is 0 to 336 hours.",
    horizonDays: "Visits can be booked 1 to 90 days ahead.",
    maxVisitsPerDay: "At most 1 to 20 visits a day.",
    visitsPerPerson: "Each person may book 1 to 20 visits ahead.",
    daysOff: "Days off are dates (YYYY-MM-DD), at most 366 of them, each once.",
  },
  ...VISITOR_BOOKING_TEXT,
  /** Links to /book from the rest of the site. */
  cta: ACTIONS_TEXT.book,
  ctaChat: CHAT_TEXT.handoff.book,
  /** /admin: the coming visits, and the hours and calendars editor. */
  admin: {
    heading: "Site visits",
    today: "Today",
    week: "Next 7 days",
    none: "No visits booked.",
    loading: "Loading visits…",
    loadFailed: "The visits could not be loaded. Reload the page to try again.",
    /** The links' names hold what they show (WCAG 2.5.3, "label in name"): the number, the address. */
    call: (name: string, phone: string) => `Call ${name} at ${phone}`,
    map: (address: string) => `Open ${address} in Maps`,
    move: "Move",
    cancel: "Cancel visit",
    cancelQuestion: (name: string, when: string) =>
      `Cancel ${name}'s visit on ${when}? They get a cancellation by e-mail and the time is freed.`,
    cancelled: "Visit cancelled; the visitor has been told.",
    moved: (when: string) => `Visit moved to ${when}; the visitor has been told.`,
    changeFailed: "That did not work. Reload the page and try again.",
    settingsTitle: "Hours and calendars for site visits",
    settingsHint:
      "When visitors can book a site visit, your own calendar's busy times, and the visits in your calendar app.",
    settingsOpen: "Edit hours and calendars",
    settingsHide: "Hide hours and calendars",
    hoursHeading: "Your hours for site visits",
    weeklyHours: "Open days and hours",
    open: (day: string) => `Open on ${day}`,
    from: (day: string) => `${day} from`,
    until: (day: string) => `${day} until`,
    closed: "Closed",
    visitMinutes: "Visit length (minutes)",
    bufferMinutes: "Travel time between visits (minutes)",
    noticeHours: "Minimum notice (hours)",
    horizonDays: "Bookable days ahead",
    maxVisitsPerDay: "At most visits a day",
    visitsPerPerson: "Visits one e-mail or phone may have booked ahead (raise it for property managers)",
    daysOff: "Days off",
    addDayOff: "Add day off",
    removeDayOff: (day: string) => `Remove day off ${day}`,
    saveHours: "Save hours",
    hoursSaved: "Hours saved. The booking page offers the new times at once.",
    hoursInvalid: "Check the highlighted fields.",
    saveFailed: "Saving failed. Check your connection and try again.",
    calendarHeading: "Your calendar",
    calendarIntro:
      "Paste your calendar's secret iCal address (Google Calendar: Settings, your calendar, Secret address in iCal format; Outlook: Shared calendars, Publish; iCloud: Public Calendar). Times busy there are not offered. For your privacy the address is never shown again.",
    calendarAddress: "Secret iCal address",
    saveAddress: "Save address",
    removeAddress: "Remove address",
    addressSaved: "Calendar address saved. Booking checks it within a minute.",
    addressRemoved: "Calendar address removed.",
    addressInvalid: "Paste the whole address: it starts with https:// or webcal://.",
    feedHeading: "Visits in your calendar app",
    feedIntro:
      "Subscribe to this address in your calendar app to see every booked visit. Each booking's e-mail also carries an invitation.",
    feedNone: "No address yet.",
    feedNew: "Make a new address",
    feedReplace: "Replace the address (the old one stops working)",
  },
  /** Codes of the booking's own refusals (src/schemas/api.ts). */
  apiMessages: {
    slotTaken: VISITOR_BOOKING_TEXT.manage.slotTaken,
    ticketInvalid: "Load the open times again before booking (GET /api/slots gives the ticket).",
    linkInvalid: "No visit matches this link.",
    linkExpired: "This visit's link has expired.",
    visitCancelled: "This visit is cancelled.",
  },
} as const;

/** The e-mails of a site visit (src/server/booking/visitMail.ts). */
export const VISIT_MAIL_TEXT = {
  ...VISITOR_VISIT_MAIL_TEXT,
  ownerSummary: (name: string) => `Site visit: ${name}`,
  ownerSubject: {
    booked: (who: string, when: string) => `Site visit booked: ${who}, ${when}`,
    moved: (who: string, when: string) => `Site visit moved: ${who}, now ${when}`,
    cancelled: (who: string, when: string) => `Site visit cancelled: ${who}, ${when}`,
    reminder: (who: string, when: string) => `Site visit tomorrow: ${who}, ${when}`,
  },
  ownerIntro: {
    booked:
      "A visitor booked a site visit on the website. The invitation is attached: open it to add the visit to your calendar.",
    moved: "A site visit moved. The updated invitation is attached.",
    cancelled:
      "A site visit was cancelled; its time is free again. The attached cancellation removes it from your calendar.",
    reminder: "A site visit is tomorrow.",
  },
  signature: SITE.name,
  ownerOpen: "Open the dashboard",
} as const;

/** The owner's e-mail when the calendar's iCal address stops answering (src/server/booking/calendarAlert.ts). */
export const CALENDAR_MAIL_TEXT = {
  subject: (day: string) => `Your calendar could not be read on ${day}: site visits are offered from your hours alone`,
  intro:
    "The website could not read your calendar's iCal address. Booking goes on: visitors are offered times from your weekly hours and the visits already booked, but not your own appointments, so a visit may clash with one.",
  cause: "What went wrong",
  fix: "Check the address in the dashboard (Settings, Your calendar): paste the secret iCal address again from Google Calendar, Outlook or iCloud.",
  automatic: "This alert is sent at most once a day.",
  /** The same alert when the owner's hours themselves cannot be read: booking is closed, not guessed. */
  hours: {
    subject: (day: string) => `Your hours for site visits could not be read on ${day}: booking is paused`,
    intro:
      "The website could not read your hours for site visits. Rather than offer times you may not keep, it offers none until they are saved again; visitors are asked to call or send a message.",
    fix: "Open the dashboard (Settings, Your hours for site visits), check the hours and press Save hours.",
  },
} as const;

export { REVIEW_TEXT } from "./text/review.ts";

/** /account: a signed-in homeowner's own requests and where each stands. */
export { ACCOUNT_TEXT };
