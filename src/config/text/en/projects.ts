import { FRAME_TEXT } from "./frame.ts";

/** /projects and each project's page (src/components/pages/Project*.astro) and the grid's visitor side. */
export const PROJECTS_TEXT = {
  page: {
    title: "Our Projects",
    description: (company: string) =>
      `Kitchens, baths, additions, basements and commercial fit-outs by ${company} across Virginia, Maryland and Washington, DC.`,
    heading: "Our Projects",
    intro:
      "Recent work from our crews across the capital region. See something you like? Tell us, and tell us about yours.",
    galleryLabel: "Project gallery",
    ctaHeading: "Have a project like these in mind?",
  },
  project: {
    title: (title: string, location: string) => `${title}, ${location}`,
    /** A Spanish page's description (the English page's is the project's own text, metaDescription). */
    description: (title: string, location: string, company: string) =>
      `A ${company} project in ${location}: "${title}". Photos, details and how to ask for a quote for something similar.`,
    breadcrumb: "Breadcrumb",
    projects: "Projects",
    service: "Service:",
    area: "Area:",
    about: "About this project",
    /** `label`: the photo's label in lower case ("before"), or "". */
    photoAlt: (title: string, label: string, number: number, count: number) =>
      `${title}${label ? `, ${label}` : ""} (photo ${number} of ${count})`,
    quoteMessage: (title: string) => `I saw "${title}" and would like something similar: `,
    allProjects: "All projects",
    /** `name`: the project's title in lower case. */
    ctaHeading: (name: string) => `Planning something like ${name}?`,
  },
  /** What a visitor reads in the grid and the like button (the owner's controls stay in PROJECT_TEXT). */
  grid: {
    loading: FRAME_TEXT.loading,
    loadFailure: "Failed to load projects",
    retry: "Try again",
    emptyTitle: "New projects are on their way",
    emptyBody: "We are photographing our latest work. Tell us about your project and it could be the next one here.",
    emptyCta: "Get in touch",
    imageUnavailable: "Image unavailable",
    likeSuccess: "Thanks for your support!",
    likeFailure: "Failed to update likes",
    likes: (count: number) => `${count} ${count === 1 ? "like" : "likes"}`,
    likeSubject: (title: string, location: string) => `${title} in ${location}`,
    likeLabel: (subject: string, liked: boolean, likes: string) =>
      `${liked ? "You liked" : "Like"} ${subject}, ${likes}`,
    filters: {
      label: "Filter projects",
      service: "Service",
      area: "Area",
      allServices: "All services",
      allAreas: "All areas",
      clear: "Show all projects",
      showing: (shown: number, total: number) =>
        shown === total ? `Showing all ${total} projects` : `Showing ${shown} of ${total} projects`,
      noMatch: "No projects match these filters yet.",
    },
    details: (title: string) => `${title}: see the project`,
    photoLabels: { before: "Before", after: "After" },
  },
};
