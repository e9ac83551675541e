/** The ways to act a page offers (QuoteActions, CallToAction): quote, visit, call, estimator, services. */
export const ACTIONS_TEXT = {
  quote: "Get a Free Quote",
  book: "Book a Site Visit",
  estimator: "Try the AI Estimator",
  services: "Explore Our Services",
  call: (phone: string) => `Call ${phone}`,
  /** The closing band of most pages. */
  band: {
    heading: "Ready to start your project?",
    text: "Tell us about it and we will get back to you within one business day.",
  },
};
