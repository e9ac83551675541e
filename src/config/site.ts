import { readEnv } from "./env.ts";
import type { Locale } from "./i18n.ts";

/**
 * Every company fact the site shows. Demo defaults keep the site usable with no
 * configuration; a real deployment overrides them with PUBLIC_COMPANY_* variables
 * at build time (see .env.example). Nothing here is spelled anywhere else.
 */
const phone = readEnv("PUBLIC_COMPANY_PHONE") ?? "(703) 555-0142";

/** The Washington area's zone: the business's day, hours and visits are all in it. */
export const BUSINESS_TIME_ZONE = "America/New_York";

type DayName = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** Office hours (24-hour "HH:MM"), one entry per run of days with the same hours. */
export const OPENING_HOURS: readonly { days: readonly DayName[]; opens: string; closes: string }[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
  { days: ["Saturday"], opens: "08:00", closes: "14:00" },
];

const SPANISH_DAYS: Record<DayName, string> = {
  Monday: "lun",
  Tuesday: "mar",
  Wednesday: "mié",
  Thursday: "jue",
  Friday: "vie",
  Saturday: "sáb",
  Sunday: "dom",
};

/**
 * "Mon–Fri 7:00 AM – 6:00 PM, Sat 8:00 AM – 2:00 PM" (the same hours the JSON-LD states),
 * or in Spanish "lun–vie 7:00 a. m. – 6:00 p. m., sáb 8:00 a. m. – 2:00 p. m.".
 */
export function formatOpeningHours(hours: typeof OPENING_HOURS, locale: Locale = "en"): string {
  const spanish = locale === "es";
  const clock = (time: string) => {
    const [h, m] = time.split(":").map(Number);
    const half = spanish ? (h < 12 ? "a. m." : "p. m.") : h < 12 ? "AM" : "PM";
    return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${half}`;
  };
  const day = (name: DayName) => (spanish ? SPANISH_DAYS[name] : name.slice(0, 3));
  return hours
    .map(({ days, opens, closes }) => {
      const span = days.length > 1 ? `${day(days[0])}–${day(days[days.length - 1])}` : day(days[0]);
      return `${span} ${clock(opens)} – ${clock(closes)}`;
    })
    .join(", ");
}

/** The brand's colour: the browser's bar (theme-color), the favicon's square, the admin app's splash. */
export const BRAND_COLOR = "#92400e";

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
  hours: formatOpeningHours(OPENING_HOURS),
  foundedYear: 2009,
  /** What search engines show as the price level; jobs run from a repair to a whole-house remodel. */
  priceRange: "$$$",
  /**
   * The languages the office answers the phone and e-mail in, in English ("English,
   * Spanish"): the business's JSON-LD states them. The site itself speaks both whatever this says.
   */
  officeLanguages: (readEnv("PUBLIC_COMPANY_LANGUAGES") ?? "English, Spanish")
    .split(",")
    .map((language) => language.trim())
    .filter(Boolean),
} as const;

/** A licence, certificate or listing whose value is the demo's own unless the environment sets it. */
interface DemoAware {
  /** True while the value is the invented demo one: pages then say so next to it. */
  demo: boolean;
}

function configured<T extends string>(name: string, demoValue: T): { value: string } & DemoAware {
  const value = readEnv(name);
  return value === undefined ? { value: demoValue, demo: true } : { value, demo: false };
}

/**
 * The address a contract names the contractor by (Maryland, Virginia and DC each require
 * one), which a service-area business may not publish on its pages. Demo until set.
 */
export const CONTRACT_ADDRESS = configured(
  "PUBLIC_COMPANY_MAILING_ADDRESS",
  "2200 Wilson Blvd, Suite 102, Arlington, VA 22201",
);

/**
 * Where the business is, for search engines. Default: a service-area business (crews go
 * to the client; nobody is received at an office), so, as Google asks of such businesses,
 * no street address is published: the town, ZIP code and a point at the town's centre
 * only. Setting PUBLIC_COMPANY_STREET_ADDRESS (an office or showroom that receives
 * clients) publishes the full address; geo should then be the building's own point.
 */
export const BUSINESS_LOCATION = {
  streetAddress: readEnv("PUBLIC_COMPANY_STREET_ADDRESS"),
  locality: readEnv("PUBLIC_COMPANY_LOCALITY") ?? "Arlington",
  region: readEnv("PUBLIC_COMPANY_REGION") ?? "VA",
  postalCode: readEnv("PUBLIC_COMPANY_POSTAL_CODE") ?? "22201",
  country: "US",
  /** Two decimals (about 1 km): the town, not a house, while no street address is public. */
  geo: {
    latitude: Number(readEnv("PUBLIC_COMPANY_LATITUDE") ?? 38.88),
    longitude: Number(readEnv("PUBLIC_COMPANY_LONGITUDE") ?? -77.09),
  },
} as const;

/**
 * The company's listings elsewhere: schema.org sameAs, and "Leave us a review". Demo
 * defaults have the real services' address shapes with DEMO in place of the ids.
 */
export const LISTINGS = {
  googleBusinessProfile: configured("PUBLIC_GOOGLE_BUSINESS_URL", "https://maps.google.com/?cid=DEMO0000000000"),
  googleReview: configured(
    "PUBLIC_GOOGLE_REVIEW_URL",
    "https://search.google.com/local/writereview?placeid=DEMO_PLACE_ID",
  ),
  houzz: configured("PUBLIC_HOUZZ_URL", "https://www.houzz.com/professionals/general-contractors/demo-capital-crest"),
  bbb: configured(
    "PUBLIC_BBB_URL",
    "https://www.bbb.org/us/va/arlington/profile/general-contractor/demo-capital-crest-builders",
  ),
} as const;

export interface License extends DemoAware {
  /** Which jurisdiction requires it, as the footer names it. */
  jurisdiction: "VA" | "MD" | "DC";
  title: string;
  /** The footer's short name, e.g. "MHIC". */
  short: string;
  issuer: string;
  number: string;
  /** The environment variable that sets the real number. */
  variable: string;
  /** What a contract states of it (Virginia asks for the class and the specialties). */
  classification: string;
}

/**
 * Licences per jurisdiction. Maryland requires the MHIC number in every advertisement,
 * so the footer of every page carries all three. The demo numbers are invented and
 * marked "demo" wherever they are shown; set the PUBLIC_LICENSE_* variables for real ones.
 */
export const LICENSES: readonly License[] = [
  {
    jurisdiction: "VA",
    title: "Virginia Class A Contractor",
    short: "VA Class A",
    issuer: "Virginia Department of Professional and Occupational Regulation (DPOR), Board for Contractors",
    ...licenseNumber("PUBLIC_LICENSE_VA_DPOR", "2705-000000"),
    classification:
      readEnv("PUBLIC_LICENSE_VA_CLASS") ?? "Class A; classifications: Building (BLD), Home Improvement (HIC)",
  },
  {
    jurisdiction: "MD",
    title: "Maryland Home Improvement Commission (MHIC)",
    short: "MHIC",
    issuer: "Maryland Home Improvement Commission, Maryland Department of Labor",
    ...licenseNumber("PUBLIC_LICENSE_MD_MHIC", "000000"),
    classification: "Home improvement contractor",
  },
  {
    jurisdiction: "DC",
    title: "DC Basic Business License, Home Improvement Contractor",
    short: "DC BBL",
    issuer: "DC Department of Licensing and Consumer Protection (DLCP)",
    ...licenseNumber("PUBLIC_LICENSE_DC_BBL", "DEMO-000000000"),
    classification: "Home improvement contractor",
  },
];

function licenseNumber(name: string, demoNumber: string): Pick<License, "number" | "demo" | "variable"> {
  const { value, demo } = configured(name, demoNumber);
  return { number: value, demo, variable: name };
}

/**
 * Insurance, warranty, certifications and memberships. OWNER-EDITABLE: write your own terms here.
 * `es` holds the same lines in Spanish, shown on /es/nosotros: keep them in step with the English
 * ones (a line changed, added or removed in English is changed, added or removed there too, in
 * the same order). Certificate and organisation names stay as they are officially written.
 */
export const TRUST = {
  /** The terms below are invented for the demo; set to false once they are the company's own. */
  demo: true,
  insurance: [
    "General liability insurance, $2,000,000 per occurrence",
    "Workers' compensation for every employee on site",
    "Certificates of insurance sent to you or your condo board on request",
  ],
  warranty: [
    "Two-year written workmanship warranty on every project",
    "Ten years on structural framing we build",
    "Manufacturers' warranties on fixtures and materials registered in your name",
  ],
  certifications: [
    {
      name: "EPA Lead-Safe Certified Firm (Renovation, Repair and Painting rule)",
      number: "NAT-F000000-1",
      why: "Required for work that disturbs paint in homes built before 1978.",
    },
  ],
  memberships: ["National Association of the Remodeling Industry (NARI), Metro DC chapter", "Better Business Bureau"],
  /** The lines above in Spanish, one for one and in the same order (the names stay as written). */
  es: {
    insurance: [
      "Seguro de responsabilidad civil general de $2,000,000 por incidente",
      "Seguro de compensación laboral (workers' compensation) para cada empleado en la obra",
      "Le enviamos los certificados de seguro a usted o a la junta de su condominio cuando los solicite",
    ],
    warranty: [
      "Garantía de mano de obra por escrito de dos años en cada proyecto",
      "Diez años de garantía en la estructura (el armazón) que construimos",
      "Las garantías de los fabricantes de accesorios y materiales, registradas a su nombre",
    ],
    /** One per certification above, in the same order: its `why`. */
    certificationsWhy: [
      "Certificación de la EPA (la Agencia de Protección Ambiental de EE. UU.) para trabajar de forma segura con pintura con plomo, obligatoria en toda obra que altere la pintura de una casa construida antes de 1978.",
    ],
    memberships: [
      "National Association of the Remodeling Industry (NARI), capítulo Metro DC: la asociación nacional de empresas de remodelación",
      "Better Business Bureau: organización sin fines de lucro que califica a las empresas y atiende las quejas de los consumidores",
    ],
  },
} as const;

/**
 * The main places served, each with a page at /areas/<slug> (its text in src/content/areas).
 * schema.org: Arlington and Fairfax are served as counties (AdministrativeArea); the
 * cities and the unincorporated communities people name as towns are Cities.
 */
export const AREAS = [
  { slug: "arlington-va", name: "Arlington", label: "Arlington, VA", county: true, schemaName: "Arlington County, VA" },
  { slug: "alexandria-va", name: "Alexandria", label: "Alexandria, VA", county: false, schemaName: "Alexandria, VA" },
  { slug: "fairfax-va", name: "Fairfax", label: "Fairfax, VA", county: true, schemaName: "Fairfax County, VA" },
  { slug: "mclean-va", name: "McLean", label: "McLean, VA", county: false, schemaName: "McLean, VA" },
  { slug: "bethesda-md", name: "Bethesda", label: "Bethesda, MD", county: false, schemaName: "Bethesda, MD" },
  {
    slug: "silver-spring-md",
    name: "Silver Spring",
    label: "Silver Spring, MD",
    county: false,
    schemaName: "Silver Spring, MD",
  },
  { slug: "rockville-md", name: "Rockville", label: "Rockville, MD", county: false, schemaName: "Rockville, MD" },
  {
    slug: "washington-dc",
    name: "Washington, DC",
    label: "Washington, DC",
    county: false,
    schemaName: "Washington, DC",
  },
] as const;

/**
 * Where site visits are booked, and whose law a contract follows: the first three digits
 * of the ZIP codes of DC (200, 202–205), Montgomery, Prince George's and Southern Maryland
 * (206–209) and Northern Virginia (201, 220–223), the region of every place in AREAS. A ZIP
 * elsewhere gets the contact form instead (docs/decisions/booking.md); a proposal's
 * jurisdiction is its project's ZIP's (docs/decisions/proposals.md).
 */
export const SERVICE_ZIP_JURISDICTIONS = {
  "200": "DC",
  "201": "VA",
  "202": "DC",
  "203": "DC",
  "204": "DC",
  "205": "DC",
  "206": "MD",
  "207": "MD",
  "208": "MD",
  "209": "MD",
  "220": "VA",
  "221": "VA",
  "222": "VA",
  "223": "VA",
} as const satisfies Record<string, License["jurisdiction"]>;

export const SERVICE_ZIP_PREFIXES = Object.keys(
  SERVICE_ZIP_JURISDICTIONS,
) as (keyof typeof SERVICE_ZIP_JURISDICTIONS)[];

export type Area = (typeof AREAS)[number];
export type AreaSlug = Area["slug"];
export const AREA_SLUGS = AREAS.map((area) => area.slug) as [AreaSlug, ...AreaSlug[]];

/**
 * The services, in the order the site lists them (/services, the home page's cards, the
 * chat assistant's prompt). Each has a page at /services/<slug> whose copy is
 * src/content/services/<slug>.md (the content load fails without it), and its Spanish twin
 * at /es/servicios/<es.slug>, copy in src/content/es/services/<slug>.md; a project may name
 * one (firestore.rules keep a copy of the slugs, compared by tests/rules).
 */
export const SERVICES = [
  {
    slug: "complete-remodels",
    title: "Complete Remodels",
    es: { slug: "remodelaciones-completas", title: "Remodelaciones completas" },
  },
  { slug: "construction", title: "Construction", es: { slug: "construccion", title: "Construcción" } },
  { slug: "repairs", title: "Repairs", es: { slug: "reparaciones", title: "Reparaciones" } },
  { slug: "design-finish", title: "Design & Finish", es: { slug: "diseno-y-acabados", title: "Diseño y acabados" } },
  { slug: "plumbing", title: "Plumbing", es: { slug: "plomeria", title: "Plomería" } },
  { slug: "electrical", title: "Electrical", es: { slug: "electricidad", title: "Electricidad" } },
  {
    slug: "interior-design",
    title: "Interior Design",
    es: { slug: "diseno-de-interiores", title: "Diseño de interiores" },
  },
] as const;

/** A service's name in a language: the English title, or its Spanish one. */
export function serviceTitle(service: Service, locale: Locale): string {
  return locale === "en" ? service.title : service[locale].title;
}

export type Service = (typeof SERVICES)[number];
export type ServiceSlug = Service["slug"];
export const SERVICE_SLUGS = SERVICES.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

export const STATS = [
  { key: "projects", value: "100+", label: "Projects Completed" },
  { key: "clients", value: "250+", label: "Happy Clients" },
  { key: "states", value: "3", label: "States Served" },
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
