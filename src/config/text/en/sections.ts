/** Sections shared by the service, area, cost guide and project pages (src/components/sections). */
export const SECTIONS_TEXT = {
  allProjects: "All projects",
  faqHeading: "Frequent questions",
  estimateNote: {
    lead: "An estimate is not a quote.",
    text: "Ranges from our pricing guide and the AI Estimator help you plan a budget; the price you sign is a written quote we give after a site visit, for the scope we agree on.",
    privacy: "What you type is sent to our AI provider to write the estimate and is stored for our team:",
    privacyLink: "privacy policy",
  },
};
