/** Each area's page (src/components/pages/AreaPage.astro); `place` is the area's name, "Arlington". */
export const AREA_TEXT = {
  serviceName: (label: string) => `Construction and remodeling in ${label}`,
  quoteMessage: (label: string) => `Project in ${label}: `,
  permitsHeading: (place: string) => `Permits in ${place}`,
  permitOffice: "Permit office",
  /** The office's link: its own name (a Spanish page adds that its site is in English). */
  officeLink: (office: string) => office,
  weApply: "We prepare the drawings, apply for the permits and meet the inspectors.",
  housingHeading: (place: string) => `The houses we work on in ${place}`,
  neighborhoods: "Neighbourhoods:",
  commonHeading: (place: string) => `What people build in ${place}`,
  projectsHeading: (place: string) => `Our projects in ${place}`,
  reviewsHeading: (place: string) => `Reviews from ${place}`,
  servicesHeading: (place: string) => `Our services in ${place}`,
  ctaHeading: (place: string) => `Planning a project in ${place}?`,
};
