import { readEnv } from "./env.ts";

/**
 * Every company fact the site shows. Demo defaults keep the site usable with no
 * configuration; a real deployment overrides them with PUBLIC_COMPANY_* variables
 * at build time (see .env.example). Nothing here is spelled anywhere else.
 */
const phone = readEnv("PUBLIC_COMPANY_PHONE") ?? "(703) 555-0142";

export const SITE = {
  name: readEnv("PUBLIC_COMPANY_NAME") ?? "Capital Crest Builders",
  legalName: readEnv("PUBLIC_COMPANY_LEGAL_NAME") ?? "Capital Crest Builders LLC",
  tagline: "Construction and remodeling in Virginia, Maryland and DC",
  phone,
  /** E.164 form for tel: links and schema.org; derived so the two never disagree. */
  phoneHref: `tel:+1${phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}`,
  email: readEnv("PUBLIC_COMPANY_EMAIL") ?? "info@example.com",
  url: (readEnv("PUBLIC_SITE_URL") ?? "https://www.example.com").replace(/\/$/, ""),
  serviceAreas: [
    { code: "VA", name: "Virginia" },
    { code: "MD", name: "Maryland" },
    { code: "DC", name: "Washington, DC" },
  ],
  serviceAreaText: "Serving Virginia, Maryland and Washington, DC",
  hours: "Mon–Fri 7:00 AM – 6:00 PM, Sat 8:00 AM – 2:00 PM",
  foundedYear: 2009,
} as const;

export const STATS = [
  { value: "100+", label: "Projects Completed" },
  { value: "250+", label: "Happy Clients" },
  { value: "3", label: "States Served" },
] as const;

/** Estimator options, in the order the form lists them (spec section 9). */
export const PROJECT_TYPES = [
  { value: "renovation", label: "Renovation" },
  { value: "remodel", label: "Remodel" },
  { value: "addition", label: "Addition" },
  { value: "repair", label: "Repair" },
] as const;

export const ROOM_TYPES = [
  { value: "kitchen", label: "Kitchen" },
  { value: "bathroom", label: "Bathroom" },
  { value: "bedroom", label: "Bedroom" },
  { value: "livingRoom", label: "Living Room" },
  { value: "basement", label: "Basement" },
  { value: "other", label: "Other" },
] as const;

export const TIMELINES = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3months", label: "1–3 months" },
  { value: "3-6months", label: "3–6 months" },
  { value: "6-12months", label: "6–12 months" },
  { value: "flexible", label: "Flexible" },
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number]["value"];
export type RoomType = (typeof ROOM_TYPES)[number]["value"];
export type Timeline = (typeof TIMELINES)[number]["value"];

/** Owner-facing format for dates in the admin tables (spec section 9). */
export const ADMIN_DATE_FORMAT = "MMM d, yyyy h:mm a";

/** Toast placement and cap (spec section 9); durations are the library defaults. */
export const TOASTS = { position: "top-right", limit: 20 } as const;
