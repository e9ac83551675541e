/** The AI estimator (/estimate): its page, form, result, errors and daily cap (spec sections 3, 8). */
export const ESTIMATOR_TEXT = {
  heading: "AI Project Estimator",
  description: (business: string) =>
    `Instant ballpark and AI cost estimate for your remodeling project in Virginia, Maryland and DC from ${business}.`,
  intro:
    "Tell us about your project and get an instant ballpark from our Washington-area pricing guide, followed by a detailed AI estimate. Estimates are a starting point: a site visit gives you a firm quote.",
  labels: {
    projectType: "Project type",
    squareFootage: "Square footage",
    roomType: "Room type",
    timeline: "Timeline",
    scope: "Project scope",
  },
  choose: "Select...",
  squareFootagePlaceholder: "200",
  scopePlaceholder: "What would you like done? e.g. new cabinets and countertops, move the sink, new tile floor.",
  submit: "Get Estimate",
  ballparkHeading: "Instant ballpark",
  ballparkNote: "From our pricing guide for Virginia, Maryland and DC (materials and labour).",
  resultHeading: "Your project",
  aiHeading: "AI estimate",
  requestConsultation: "Request a consultation",
  bookVisit: "Book a site visit to firm this up",
  print: "Print estimate",
  saved: "Saved. Our team has been notified and can see this estimate.",
  saveFailed:
    "Your estimate is shown here but could not be saved. Use Request a consultation below to send it to our team.",
  /** The spec's texts, word for word. */
  toasts: {
    unavailable: "Our AI estimator is currently unavailable. Please contact us directly for a quote.",
    failure: "Unable to generate estimate. Please try again later or contact us directly.",
    empty: "Unable to generate estimate. Please try again.",
    generating: "Generating Estimate...",
  },
  /** The offer to verify the account's e-mail: unverified accounts get fewer estimates a day. */
  verification: {
    hint: "Verify your e-mail address to get more estimates each day.",
    capReached: "Verify your e-mail address to continue today: we send you a link.",
    send: "Send verification e-mail",
    sending: "Sending...",
    sent: "We sent you a link. Click it in the e-mail, then come back here and get your estimate.",
    failed: "The verification e-mail could not be sent. Please try again in a few minutes.",
  },
  /** What POST /api/estimate answers once the day's estimates are used, in the asking page's language. */
  dailyCap: {
    used: (perDay: number) => `You have used all ${perDay} estimates for today.`,
    verify: (verifiedPerDay: number) => `Verify your e-mail address to get up to ${verifiedPerDay} a day.`,
    tomorrow: "Please try again tomorrow or contact us directly.",
  },
  fieldErrors: {
    projectType: "Please choose a project type.",
    squareFootage: (max: number) =>
      `Please enter the area in square feet (a whole number from 1 to ${max.toLocaleString("en-US")}).`,
    roomType: "Please choose a room type.",
    timeline: "Please choose a timeline.",
    scope: "Please describe the work you have in mind.",
  },
  /** The consultation request the estimator prefills on /contact. */
  summary: {
    intro: "I would like a consultation about this project (from the AI Estimator):",
    project: "Project",
    timeline: "Timeline",
    ballpark: "Instant ballpark",
    scope: "Scope",
  },
} as const;
