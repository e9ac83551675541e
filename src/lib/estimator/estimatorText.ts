/** Interface texts of the estimator page (the spec's messages are in src/config/messages.ts). */
export const ESTIMATOR_TEXT = {
  heading: "AI Project Estimator",
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
  scopePlaceholder: "What would you like done? e.g. new cabinets and countertops, move the sink, new tile floor.",
  submit: "Get Estimate",
  ballparkHeading: "Instant ballpark",
  ballparkNote: "From our pricing guide for Virginia, Maryland and DC (materials and labour).",
  aiHeading: "AI estimate",
  requestConsultation: "Request a consultation",
  print: "Print estimate",
  saving: "Saving your estimate...",
  saved: "Saved to your estimates. Our team can see it when you request a consultation.",
  saveFailed: "Your estimate is shown below but could not be saved.",
  retrySave: "Try saving again",
  fieldErrors: {
    projectType: "Please choose a project type.",
    squareFootage: (max: number) => `Please enter the area in square feet (a whole number from 1 to ${max.toLocaleString("en-US")}).`,
    roomType: "Please choose a room type.",
    timeline: "Please choose a timeline.",
    scope: "Please describe the work you have in mind.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
  },
} as const;
